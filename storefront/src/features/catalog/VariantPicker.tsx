import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ProductDto } from '../../api/generated';
import { productVariants, type ProductOption, type VariantDto } from '../../lib/variants';
import { chooseValue, findVariant, isValueAvailable } from './variantChoice';

const Pickers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Label = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  span {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-weight: 400;
  }
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Value = styled.button<{ $checked: boolean; $unavailable: boolean }>`
  display: inline-grid;
  justify-items: center;
  min-width: 64px;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.ink};
      box-shadow: inset 0 0 0 1px ${theme.colors.ink};
      font-weight: 600;
    `}

  ${({ $unavailable, theme }) =>
    $unavailable &&
    css`
      color: ${theme.colors.inkMuted};
      text-decoration: line-through;
      cursor: not-allowed;

      small {
        text-decoration: none;
      }
    `}

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

type Choice = (string | null)[];

/**
 * The shopper's choice of a product's option values. A chosen variant lives in the address
 * (`?variant=<id>`, replacing the history entry so Back leaves the product), so a shared link
 * opens that variant; values chosen before every option is set are kept on the page.
 */
export function useVariantChoice(product: ProductDto) {
  const { options, variants } = productVariants(product);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = variants.find((variant) => variant.id === searchParams.get('variant'));
  // Kept with the product it belongs to: another product's page starts from its own address.
  const [picked, setPicked] = useState<{ productId: string; values: Choice } | null>(null);
  const values: Choice =
    picked?.productId === product._id
      ? picked.values
      : (fromAddress?.options ?? options.map((option) => (option.values.length === 1 ? option.values[0] : null)));
  // A product without options is sold as itself: its single variant needs no id.
  const variant = options.length > 0 ? findVariant(variants, values) : undefined;

  const choose = (index: number, value: string) => {
    const next = chooseValue(variants, values, index, value);
    setPicked({ productId: product._id, values: next });
    const match = findVariant(variants, next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (match) params.set('variant', match.id);
        else params.delete('variant');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const missing = options.filter((_, index) => values[index] === null).map((option) => option.name);
  return { options, variants, values, variant, missing, choose };
}

interface OptionPickerProps {
  option: ProductOption;
  index: number;
  values: Choice;
  variants: readonly VariantDto[];
  onChoose: (index: number, value: string) => void;
}

/**
 * One option as a WAI-ARIA radio group: Tab reaches the chosen value (or the first open one),
 * arrow keys move and choose, skipping values that cannot be bought with the choices before it.
 */
function OptionPicker({ option, index, values, variants, onChoose }: OptionPickerProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = values[index];
  const available = option.values.map((value) => isValueAvailable(variants, values, index, value));
  const focusable = chosen !== null ? option.values.indexOf(chosen) : Math.max(0, available.indexOf(true));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let target: number | undefined;
    if (step) {
      for (let hop = 1; hop <= option.values.length; hop += 1) {
        const at = (from + step * hop + option.values.length * hop) % option.values.length;
        if (available[at]) {
          target = at;
          break;
        }
      }
    } else if (event.key === 'Home') target = available.indexOf(true);
    else if (event.key === 'End') target = available.lastIndexOf(true);
    else return;
    event.preventDefault();
    if (target === undefined || target < 0 || target === from) return;
    refs.current[target]?.focus();
    onChoose(index, option.values[target]);
  };

  return (
    <div>
      <Label>
        {option.name}
        {chosen !== null && <span>: {chosen}</span>}
      </Label>
      <Values role="radiogroup" aria-label={option.name}>
        {option.values.map((value, at) => (
          <Value
            key={value}
            ref={(element) => {
              refs.current[at] = element;
            }}
            type="button"
            role="radio"
            aria-checked={chosen === value}
            aria-disabled={!available[at] || undefined}
            tabIndex={at === focusable ? 0 : -1}
            $checked={chosen === value}
            $unavailable={!available[at]}
            onClick={() => available[at] && onChoose(index, value)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            {value}
            {!available[at] && <small> (sold out)</small>}
          </Value>
        ))}
      </Values>
    </div>
  );
}

interface VariantPickerProps {
  options: readonly ProductOption[];
  values: Choice;
  variants: readonly VariantDto[];
  onChoose: (index: number, value: string) => void;
}

/** One radio group per option of the product. */
export function VariantPicker({ options, values, variants, onChoose }: VariantPickerProps) {
  return (
    <Pickers>
      {options.map((option, index) => (
        <OptionPicker
          key={option.name}
          option={option}
          index={index}
          values={values}
          variants={variants}
          onChoose={onChoose}
        />
      ))}
    </Pickers>
  );
}
