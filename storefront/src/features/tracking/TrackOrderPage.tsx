import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTrackOrderMutation } from '../../api/generated';
import { serverMessage, type QueryError } from '../../api/apiError';
import { Button } from '../../components/Button';
import { Eyebrow, Lead, PageSection, PageTitle } from '../../components/PageSection';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Input } from '../../components/FormControls';
import { TRACK_TEXTS } from './trackingTexts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
`;

/** /track: the order number and the e-mail or phone of an order lead to its tracking page, signed in or not. */
export function TrackOrderPage() {
  useDocumentTitle('Track order');
  const navigate = useNavigate();
  // The server's copy of this form, sent before the app started, comes back as the address's
  // query: its fields are kept, and the e-mail or phone taken out of the address bar.
  const [sent, setSent] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(() => sent.get('orderNumber') ?? '');
  const [contact, setContact] = useState(() => sent.get('contact') ?? '');
  const wasSent = sent.has('contact') || sent.has('orderNumber');
  useEffect(() => {
    if (wasSent) setSent({}, { replace: true });
  }, [wasSent, setSent]);
  const [problem, setProblem] = useState<string | null>(null);
  const [track, { isLoading }] = useTrackOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const found = await track({ trackOrderDto: { orderNumber, contact } }).unwrap();
      navigate(`/track/${found.token}`);
    } catch (failure) {
      setProblem(serverMessage(failure as QueryError) ?? TRACK_TEXTS.failed);
    }
  };

  return (
    <PageSection>
      <Narrow>
        <div>
          <Eyebrow>Orders</Eyebrow>
          <PageTitle>Track order</PageTitle>
          <Lead>{TRACK_TEXTS.intro}</Lead>
        </div>
        <Form onSubmit={submit}>
          <label>
            Order number
            <Input
              name="orderNumber"
              placeholder="#C67C499B"
              autoComplete="off"
              required
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
            />
          </label>
          <label>
            E-mail or phone number
            <Input
              name="contact"
              autoComplete="email"
              required
              value={contact}
              onChange={(event) => setContact(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Finding your order...' : 'Track order'}
          </Button>
        </Form>
        {problem && <Problem role="alert">{problem}</Problem>}
      </Narrow>
    </PageSection>
  );
}
