import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

// The back office's building blocks: calm panels, clear tables and forms in the shop's theme.

export const AdminPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

export const AdminHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const AdminTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: 2.25rem;
  }
`;

export const AdminSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export const Panel = styled.section`
  /* A grid item may not widen the page past a phone's width: wide tables scroll in their TableScroller. */
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const PanelTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &:hover {
    text-decoration: underline;
  }
`;

/** Wide tables scroll sideways inside their panel on small screens instead of the page. */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }

  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * A table that turns into one card per row below the tablet breakpoint: each cell shows its
 * column name from `data-label`, so nothing needs a sideways scroll on a phone.
 */
export const StackedTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    tr {
      display: grid;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => theme.space.md};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr:first-child {
      border-top: 0;
    }

    td {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      padding: 0;
      border: 0;
      overflow-wrap: anywhere;
      text-align: right;
    }

    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.inkMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 600;
      letter-spacing: 0.08em;
      text-align: left;
      text-transform: uppercase;
    }

    tbody tr:hover td {
      background: transparent;
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const smallButtonTones = {
  neutral: css`
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  accent: css`
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentDark};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  `,
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: #f8e4e4;
    }
  `,
};

export type SmallTone = keyof typeof smallButtonTones;

const smallLook = css<{ $tone?: SmallTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  transition: background ${({ theme }) => theme.transition};

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  ${({ $tone = 'neutral' }) => smallButtonTones[$tone]}
`;

export const SmallButton = styled.button<{ $tone?: SmallTone }>`
  ${smallLook}
`;

export const SmallLink = styled(Link)<{ $tone?: SmallTone }>`
  ${smallLook}
`;

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';

const noticeColours: Record<NoticeTone, { background: string; border: string; ink: string }> = {
  success: { background: '#e8f3ea', border: '#9cc7a6', ink: '#2d5f3a' },
  error: { background: '#f9e6e6', border: '#e0a5a5', ink: '#8e2b2b' },
  warning: { background: '#fdf5d8', border: '#e8cf72', ink: '#76600f' },
  info: { background: '#f3ece2', border: '#e6dccf', ink: '#5e544c' },
};

/** A coloured message band: green for done, red for failed, yellow for a caution. */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ $tone }) => noticeColours[$tone].border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $tone }) => noticeColours[$tone].background};
  color: ${({ $tone }) => noticeColours[$tone].ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Badge = styled.span<{ $background: string; $ink: string }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $background }) => $background};
  color: ${({ $ink }) => $ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: capitalize;
  white-space: nowrap;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;

  ${({ theme }) => theme.media.md} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  label,
  legend {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

export { Input, Select, TextArea } from '../../../components/FormControls';

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A variant's options and SKU under its product's name (low stock, stock history). */
export const VariantLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
`;

/** A list laid out as a wrapping row: chips, thumbnails. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.img`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  object-fit: cover;
`;

/** A checkbox with its words beside it, used for on/off settings. */
export const ToggleLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
