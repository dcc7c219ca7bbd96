import styled from 'styled-components';
import type { ShipmentDto } from '../api/generated';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Remove = styled.button`
  margin-left: auto;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

interface ParcelsProps {
  parcels: ShipmentDto[];
  /** Admin only: takes a parcel back. */
  onRemove?: (parcel: ShipmentDto) => void;
}

/** An order's parcels: courier, AWB and the courier's tracking link (opens in a new tab). */
export function Parcels({ parcels, onRemove }: ParcelsProps) {
  if (parcels.length === 0) return null;
  return (
    <List aria-label="Parcels">
      {parcels.map((parcel, index) => (
        <li key={parcel.id}>
          {parcels.length > 1 && <span>Parcel {index + 1}:</span>}
          <strong>{parcel.courierName}</strong>
          <span>AWB {parcel.awb}</span>
          {parcel.trackingUrl && (
            <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track parcel
            </a>
          )}
          {onRemove && (
            <Remove type="button" onClick={() => onRemove(parcel)} aria-label={`Remove parcel ${parcel.awb}`}>
              Remove
            </Remove>
          )}
        </li>
      ))}
    </List>
  );
}
