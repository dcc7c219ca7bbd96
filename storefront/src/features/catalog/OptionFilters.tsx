import styled from 'styled-components';
import { useListProductOptionCountsQuery, type ListProductOptionCountsApiArg } from '../../api/generated';
import { FilterGroup } from './catalogStyles';

const Count = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

interface OptionFiltersProps extends ListProductOptionCountsApiArg {
  /** The values ticked, as the API takes them ('Size:Large'). */
  selected: string[];
  onChange: (next: string[]) => void;
}

/**
 * The option values of the products in a category and price range (Size, Finish, ...), each a
 * checkbox with how many products have a variant in stock with it. Values of one option widen
 * the list, those of different options narrow it (the API's `option` filter).
 */
export function OptionFilters({ selected, onChange, ...range }: OptionFiltersProps) {
  const { data } = useListProductOptionCountsQuery(range);
  const ticked = new Set(selected.map((option) => option.toLowerCase()));
  return (
    <>
      {data?.optionCounts.map((option) => (
        <FilterGroup key={option.name}>
          <legend>{option.name}</legend>
          {option.values.map(({ value, count }) => {
            const key = `${option.name}:${value}`;
            const checked = ticked.has(key.toLowerCase());
            return (
              <label key={value}>
                <input
                  type="checkbox"
                  name={`option-${option.name}`}
                  value={value}
                  checked={checked}
                  onChange={() =>
                    onChange(
                      checked
                        ? selected.filter((chosen) => chosen.toLowerCase() !== key.toLowerCase())
                        : [...selected, key],
                    )
                  }
                />
                {value} <Count>({count})</Count>
              </label>
            );
          })}
        </FilterGroup>
      ))}
    </>
  );
}
