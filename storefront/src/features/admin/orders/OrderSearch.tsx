import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input, Select } from '../../../components/FormControls';
import { MIN_SEARCH, PAYMENT_FILTERS, type OrderQuery } from './orderQuery';

const Bar = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(200px, 2fr) repeat(3, minmax(120px, 1fr)) auto;
    align-items: end;
  }

  label {
    display: grid;
    gap: 4px;
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.md} {
    display: contents;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-height: 42px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }

  button[type='submit'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface OrderSearchProps {
  query: OrderQuery;
  onChange: (query: OrderQuery) => void;
}

/** Search by order number, e-mail, name or phone; filter by payment and the days placed. */
export function OrderSearch({ query, onChange }: OrderSearchProps) {
  const [text, setText] = useState(query.q);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(query.q), [query.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setTooShort(q.length > 0 && q.length < MIN_SEARCH);
    if (q.length === 0 || q.length >= MIN_SEARCH) onChange({ ...query, q });
  };
  const clear = () => {
    setText('');
    setTooShort(false);
    onChange({ ...query, q: '', payment: '', from: '', to: '' });
  };

  return (
    <Bar role="search" aria-label="Search orders" onSubmit={submit}>
      <label>
        Search
        <Input
          type="search"
          name="q"
          value={text}
          placeholder="Order number, e-mail, name or phone"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label>
        Payment
        <Select
          name="payment"
          value={query.payment}
          onChange={(event) => onChange({ ...query, payment: event.target.value as OrderQuery['payment'] })}
        >
          <option value="">Any payment</option>
          {PAYMENT_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </label>
      <Dates>
        <label>
          From
          <Input
            type="date"
            name="from"
            value={query.from}
            max={query.to || undefined}
            onChange={(event) => onChange({ ...query, from: event.target.value })}
          />
        </label>
        <label>
          To
          <Input
            type="date"
            name="to"
            value={query.to}
            min={query.from || undefined}
            onChange={(event) => onChange({ ...query, to: event.target.value })}
          />
        </label>
      </Dates>
      <Actions>
        <button type="submit">Search</button>
        <button type="button" onClick={clear}>
          Clear
        </button>
      </Actions>
      {tooShort && <Hint role="alert">Search for at least {MIN_SEARCH} characters.</Hint>}
    </Bar>
  );
}
