import styled from 'styled-components';
import { useGetDealQuery, useGetApplicableDealQuery } from '../../api/generated';
import { ButtonLink } from '../../components/Button';
import { containerLayout } from '../../components/Container';
import { categoryNames, dealPercent } from './dealFacts';
import { CountdownDisplay } from '../../components/CountdownDisplay';

export const DEAL_REFRESH_MS = 10_000;

const Section = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
`;

const Banner = styled.div<{ $image: string | null }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.night};
  background-image:
    linear-gradient(100deg, rgba(35, 29, 25, 0.92) 0%, rgba(35, 29, 25, 0.7) 55%, rgba(35, 29, 25, 0.35) 100%),
    ${({ $image }) => ($image ? `url("${$image}")` : 'none')};
  background-position: center;
  background-size: cover;
  color: ${({ theme }) => theme.colors.onDark};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.3fr 1fr;
    align-items: center;
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Percent = styled.p`
  display: inline-block;
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin-top: ${({ theme }) => theme.space.md};
  color: inherit;
  font-size: clamp(2rem, 4vw, 3rem);
  line-height: 1.05;
`;

const Description = styled.p`
  max-width: 52ch;
  margin-top: ${({ theme }) => theme.space.sm};
  opacity: 0.88;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brass};
  font-weight: 600;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;

  ${({ theme }) => theme.media.md} {
    justify-items: end;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const RefreshButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }

  &:disabled {
    opacity: 0.6;
  }
`;

const Failure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The site-wide deal: text, picture, categories, how many products it covers and the time left. */
export function DealBanner() {
  const deal = useGetDealQuery(undefined, { pollingInterval: DEAL_REFRESH_MS });
  const applicable = useGetApplicableDealQuery(undefined, { pollingInterval: DEAL_REFRESH_MS });
  const refreshing = deal.isFetching || applicable.isFetching;
  const refresh = () => {
    void deal.refetch();
    void applicable.refetch();
  };

  if (deal.isError && !deal.data)
    return (
      <Section aria-label="Deal">
        <Failure role="alert">
          Failed to load deal. Please try again.
          <RefreshButton type="button" onClick={refresh}>
            Refresh
          </RefreshButton>
        </Failure>
      </Section>
    );

  const current = deal.data?.data;
  if (!current || !current.isActive || !current.endDate) return null;

  const categories = categoryNames(current.categories);
  const count = applicable.data?.applicableProducts;

  return (
    <Section aria-labelledby="deal-title">
      <Banner $image={current.imageUrl}>
        <div>
          <Percent>{dealPercent(current.discount)}% OFF</Percent>
          <Title id="deal-title">{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
          {categories.length > 0 && (
            <Chips aria-label="Categories in the deal">
              {categories.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </Chips>
          )}
          {count !== undefined && (
            <Count>
              {count} {count === 1 ? 'product' : 'products'} on offer
            </Count>
          )}
        </div>
        <Side>
          <CountdownDisplay end={current.endDate} tone="light" label="Deal ends in" />
          <Buttons>
            <ButtonLink to="/shop">Shop the Deal</ButtonLink>
            <RefreshButton type="button" onClick={refresh} disabled={refreshing} aria-label="Refresh deal">
              {refreshing ? 'Refreshing...' : 'Refresh'}
            </RefreshButton>
          </Buttons>
        </Side>
      </Banner>
    </Section>
  );
}
