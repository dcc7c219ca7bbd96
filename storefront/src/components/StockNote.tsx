import styled from 'styled-components';
import { stockNote } from '../lib/stock';

const Note = styled.span<{ $soldOut: boolean }>`
  display: inline-block;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.danger : theme.colors.accentDark)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

/** "Only N left" or "Out of stock" under a product's price; nothing when plenty are left. */
export function StockNote({ stock }: { stock: number | null | undefined }) {
  const note = stockNote(stock);
  if (!note) return null;
  return (
    <Note $soldOut={note.soldOut} role="status">
      {note.text}
    </Note>
  );
}
