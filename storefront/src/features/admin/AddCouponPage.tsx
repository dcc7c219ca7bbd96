import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCreateCouponMutation, useListCouponsQuery, useDeleteCouponMutation } from '../../api/adminGenerated';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatLongDate } from '../../lib/dates';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Badge,
  Field,
  FormActions,
  FormGrid,
  Hint,
  Input,
  Notice,
  Panel,
  PanelTitle,
  SmallButton,
  Table,
  TableScroller,
} from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import {
  bannerTone,
  couponLimits,
  COUPON_MESSAGES,
  localDateTimeToIso,
  usesText,
  validateCoupon,
  type CouponFormValues,
} from './coupons/couponForm';
import { formatRupees } from '../../lib/money';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Toaster';

const CodeInput = styled(Input)`
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Code = styled.code`
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const ResultBanner = styled(Notice)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const EMPTY: CouponFormValues = {
  code: '',
  discountPercentage: '',
  expiryDate: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minOrderValue: '',
};

function CouponList() {
  const { data: coupons, isLoading, isError } = useListCouponsQuery({});
  const [removeCoupon] = useDeleteCouponMutation();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();

  const remove = async (id: string, code: string) => {
    if (!(await ask(`Delete the coupon ${code}?`))) return;
    try {
      await removeCoupon({ id }).unwrap();
    } catch (failure) {
      notify.error(serverMessage(failure) ?? 'Failed to delete coupon.');
    }
  };

  if (isLoading) return <Hint role="status">Loading coupons...</Hint>;
  if (isError || !coupons) return <Notice $tone="error">Failed to load coupons.</Notice>;
  if (coupons.length === 0) return <Hint>No coupons yet.</Hint>;

  const now = Date.now();
  return (
    <TableScroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Expires</th>
            <th scope="col">Uses</th>
            <th scope="col">Per customer</th>
            <th scope="col">Min. order</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => {
            const expired = new Date(coupon.expiryDate).getTime() < now;
            return (
              <tr key={coupon._id}>
                <td>
                  <Code>{coupon.code}</Code>
                </td>
                <td>{coupon.discountPercentage}%</td>
                <td>
                  {formatLongDate(coupon.expiryDate)}{' '}
                  {expired && (
                    <Badge $background="#f6e0e0" $ink="#8e2b2b">
                      Expired
                    </Badge>
                  )}
                </td>
                <td>{usesText(coupon.usedCount ?? 0, coupon.maxUses ?? null)}</td>
                <td>{coupon.maxUsesPerCustomer ?? 'No limit'}</td>
                <td>{coupon.minOrderValue == null ? 'None' : formatRupees(coupon.minOrderValue)}</td>
                <td>
                  <SmallButton
                    type="button"
                    $tone="danger"
                    aria-label={`Delete coupon ${coupon.code}`}
                    onClick={() => void remove(coupon._id, coupon.code)}
                  >
                    Delete
                  </SmallButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {confirmDialog}
    </TableScroller>
  );
}

/** New coupon codes for the checkout, and the list of those already on offer. */
export function AddCouponPage() {
  useDocumentTitle('Add Coupon');
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [addCoupon, { isLoading }] = useCreateCouponMutation();

  const set = (field: keyof CouponFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCoupon(values);
    if (problem) {
      // A missing field is a problem to fix, so it reads in red like a refusal.
      setResult({ text: problem, tone: 'error' });
      return;
    }
    setResult(null);
    try {
      const answer = await addCoupon({
        createCouponDto: {
          code: values.code.trim().toUpperCase(),
          discountPercentage: Number(values.discountPercentage),
          expiryDate: localDateTimeToIso(values.expiryDate),
          ...couponLimits(values),
        },
      }).unwrap();
      const text = answer.message || COUPON_MESSAGES.added;
      setResult({ text, tone: bannerTone(text) });
      setValues(EMPTY);
    } catch (failure) {
      const text = serverMessage(failure) ?? COUPON_MESSAGES.failed;
      // A refusal is red even when the server words it without 'Failed' (a duplicate code).
      setResult({ text, tone: 'error' });
    }
  };

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Add Coupon</AdminTitle>
          <AdminSubtitle>Codes shoppers can type at checkout for a percentage off.</AdminSubtitle>
        </div>
      </AdminHeader>
      <Panel as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label="Add Coupon">
        <FormGrid>
          <Field $wide>
            <label htmlFor={`${id}-code`}>Coupon Code</label>
            <CodeInput
              id={`${id}-code`}
              value={values.code.toUpperCase()}
              onChange={set('code')}
              placeholder="e.g. DIWALI20"
              autoComplete="off"
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-discount`}>Discount Percentage</label>
            <Input
              id={`${id}-discount`}
              type="number"
              min={1}
              max={100}
              value={values.discountPercentage}
              onChange={set('discountPercentage')}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-expiry`}>Expiry Date &amp; Time</label>
            <Input id={`${id}-expiry`} type="datetime-local" value={values.expiryDate} onChange={set('expiryDate')} />
          </Field>
          <Field>
            <label htmlFor={`${id}-max-uses`}>Total Uses (optional)</label>
            <Input
              id={`${id}-max-uses`}
              type="number"
              min={1}
              step={1}
              value={values.maxUses}
              onChange={set('maxUses')}
              placeholder="No limit"
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-per-customer`}>Uses per Customer (optional)</label>
            <Input
              id={`${id}-per-customer`}
              type="number"
              min={1}
              step={1}
              value={values.maxUsesPerCustomer}
              onChange={set('maxUsesPerCustomer')}
              placeholder="No limit"
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-min-order`}>Minimum Order Value, Rs. (optional)</label>
            <Input
              id={`${id}-min-order`}
              type="number"
              min={0}
              step="0.01"
              value={values.minOrderValue}
              onChange={set('minOrderValue')}
              placeholder="None"
            />
          </Field>
        </FormGrid>
        {result && (
          <ResultBanner $tone={result.tone} role={result.tone === 'error' ? 'alert' : 'status'}>
            {result.text}
          </ResultBanner>
        )}
        <FormActions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding Coupon...' : 'Add Coupon'}
          </Button>
        </FormActions>
      </Panel>
      <Panel>
        <PanelTitle>Current Coupons</PanelTitle>
        <CouponList />
      </Panel>
    </AdminPage>
  );
}
