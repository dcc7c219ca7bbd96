import type { ReactNode } from 'react';
import styled from 'styled-components';
import { containerLayout } from '../../../components/Container';
import { GemIcon, TagIcon, TruckIcon } from '../../../components/screenIcons';
import { formatWholeRupees } from '../../../lib/money';
import { DELIVERY_OPTIONS } from '../../../lib/constants/policies';

interface Benefit {
  title: string;
  text: string;
  icon: ReactNode;
}

const benefits: readonly Benefit[] = [
  {
    title: 'Premium Products',
    text: 'Solid wood, metal and hand-finished glass, each piece checked by hand before it leaves us.',
    icon: <GemIcon size={26} />,
  },
  {
    title: 'Free Delivery',
    text: `Free standard delivery across India on orders above ${formatWholeRupees(DELIVERY_OPTIONS.standard.freeAbove)}.`,
    icon: <TruckIcon size={26} />,
  },
  {
    title: 'Best Value',
    text: 'Fair prices, seasonal deals and coupons on decor that is made to last for years.',
    icon: <TagIcon size={26} />,
  },
];

const Section = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const IconRing = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function BenefitCards() {
  return (
    <Section aria-label="Why shop with us">
      <Grid>
        {benefits.map((benefit) => (
          <Card key={benefit.title}>
            <IconRing>{benefit.icon}</IconRing>
            <Title>{benefit.title}</Title>
            <Text>{benefit.text}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
