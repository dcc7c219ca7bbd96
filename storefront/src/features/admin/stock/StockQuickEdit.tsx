import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useSetStockMutation } from '../../../api/adminGenerated';
import { Input } from '../../../components/FormControls';
import { parseStock, STOCK_MESSAGE } from '../products/productForm';
import { serverMessage } from '../shared/apiError';
import { SmallButton } from '../shared/adminUi';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  input {
    width: 6.5rem;
    min-height: 34px;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  }
`;

const Status = styled.span<{ $error: boolean }>`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Manage Products' stock cell: type a count (empty = made to order) and save it on the spot. */
export function StockQuickEdit({ productId, name, stock }: { productId: string; name: string; stock: number | null }) {
  const id = useId();
  const shown = stock === null ? '' : String(stock);
  const [text, setText] = useState(shown);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { isLoading }] = useSetStockMutation();

  // A count changed elsewhere (an order, another admin) replaces an untouched field.
  useEffect(() => setText(shown), [shown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = parseStock(text);
    if (next === undefined) {
      setStatus({ text: STOCK_MESSAGE, error: true });
      return;
    }
    try {
      await save({ productId, setStockDto: { stock: next, note: 'Quick edit' } }).unwrap();
      setStatus({ text: 'Saved', error: false });
    } catch (failure) {
      setStatus({ text: serverMessage(failure) ?? 'Failed to update stock.', error: true });
    }
  };

  return (
    <div>
      <Form onSubmit={(event) => void submit(event)} aria-label={`Quick edit stock of ${name}`} noValidate>
        <Input
          id={id}
          aria-label={`Stock of ${name}`}
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          value={text}
          placeholder="Made to order"
          onChange={(event) => {
            setText(event.target.value);
            setStatus(null);
          }}
        />
        <SmallButton type="submit" $tone="accent" disabled={isLoading || text.trim() === shown}>
          Save
        </SmallButton>
      </Form>
      {status && (
        <Status role={status.error ? 'alert' : 'status'} $error={status.error}>
          {status.text}
        </Status>
      )}
    </div>
  );
}
