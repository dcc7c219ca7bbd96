import { useId } from 'react';
import styled from 'styled-components';
import { SORT_OPTIONS, type SortKey } from './sorting';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  label {
    color: ${({ theme }) => theme.colors.inkSoft};
    white-space: nowrap;
  }

  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface SortControlProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
  options?: readonly { value: SortKey; label: string }[];
}

/** "Sort by" for a product list: a native select, so phones show their own picker. */
export function SortControl({ value, onChange, options = SORT_OPTIONS }: SortControlProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
