import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { useGetDealQuery, useListDealProductsQuery, type ProductDto } from '../../api/generated';
import { ButtonLink } from '../../components/Button';
import { containerLayout } from '../../components/Container';
import { Eyebrow } from '../../components/PageSection';
import { ProductCard } from '../catalog';
import { CountdownDisplay } from '../../components/CountdownDisplay';

export const DEALS_LIMIT = 20;
const NO_PRODUCTS: readonly ProductDto[] = [];

const Section = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 46%);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;

  li {
    scroll-snap-align: start;
  }

  ${({ theme }) => theme.media.md} {
    grid-auto-columns: minmax(220px, calc((100% - 3 * ${({ theme }) => theme.space.lg}) / 4));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The products the deal applies to, in a row, with the time left and a way into the shop. */
export function DealsSection() {
  const { data: deal } = useGetDealQuery();
  const { data, isLoading, isError } = useListDealProductsQuery({ limit: DEALS_LIMIT });
  // Drawn in a transition (as ProductGrid): twenty cards in one go would block a phone's input.
  const products = useDeferredValue(data?.products ?? NO_PRODUCTS, NO_PRODUCTS);
  if (isLoading || isError || products.length === 0) return null;
  const end = deal?.data?.isActive && deal.data.endDate ? deal.data.endDate : null;

  return (
    <Section aria-labelledby="deals-heading">
      <Head>
        <div>
          <Eyebrow>Limited time</Eyebrow>
          <Heading id="deals-heading">Deals of the Season</Heading>
        </div>
        {end && <CountdownDisplay end={end} compact label="Offer ends in" />}
      </Head>
      <Row aria-label="Deal products">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </Row>
      <Footer>
        <ButtonLink to="/shop" $variant="secondary">
          Shop All Deals
        </ButtonLink>
      </Footer>
    </Section>
  );
}
