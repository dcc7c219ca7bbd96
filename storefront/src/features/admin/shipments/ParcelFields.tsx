import styled from 'styled-components';
import { useListCouriersQuery } from '../../../api/generated';
import { Field, Hint, Input, Select } from '../shared/adminUi';
import type { CourierCode, ParcelValues } from './parcelForm';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

interface ParcelFieldsProps {
  id: string;
  values: ParcelValues;
  onChange: (values: ParcelValues) => void;
}

/** Courier and AWB (tracking) number of a parcel; another courier may bring its own link. */
export function ParcelFields({ id, values, onChange }: ParcelFieldsProps) {
  const { data } = useListCouriersQuery();
  const couriers = data?.couriers ?? [];
  const set = (field: keyof ParcelValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });

  return (
    <Group>
      <legend>Parcel</legend>
      <Field>
        <label htmlFor={`${id}-courier`}>Courier</label>
        <Select
          id={`${id}-courier`}
          value={values.courier}
          onChange={(event) => onChange({ ...values, courier: event.target.value as CourierCode })}
        >
          {couriers.map((courier) => (
            <option key={courier.code} value={courier.code}>
              {courier.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-awb`}>AWB / tracking number</label>
        <Input id={`${id}-awb`} value={values.awb} onChange={set('awb')} autoComplete="off" />
        <Hint>Leave empty to change the status without a parcel.</Hint>
      </Field>
      {values.courier === 'other' && (
        <>
          <Field>
            <label htmlFor={`${id}-courier-name`}>Courier name</label>
            <Input id={`${id}-courier-name`} value={values.courierName} onChange={set('courierName')} required />
          </Field>
          <Field>
            <label htmlFor={`${id}-tracking-url`}>Tracking link</label>
            <Input
              id={`${id}-tracking-url`}
              type="url"
              value={values.trackingUrl}
              onChange={set('trackingUrl')}
              placeholder="https://"
            />
          </Field>
        </>
      )}
    </Group>
  );
}
