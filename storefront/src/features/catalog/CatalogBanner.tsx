import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CategoryArt } from '../../components/CategoryArt';
import { containerLayout } from '../../components/Container';
import { Eyebrow } from '../../components/PageSection';
import { CATEGORIES, type Category } from '../../lib/constants/categories';

const Banner = styled.section<{ $index: number }>`
  overflow: hidden;
  background:
    radial-gradient(circle at 88% 30%, rgba(255, 255, 255, 0.55), transparent 40%),
    linear-gradient(
      120deg,
      ${({ $index, theme }) => theme.tints[$index % theme.tints.length]} 0%,
      ${({ theme }) => theme.colors.background} 100%
    );
`;

const Layout = styled.div`
  ${containerLayout}
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: -0.01em;
`;

const Text = styled.p`
  max-width: 56ch;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const ArtRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 96px;
  height: 96px;

  ${({ theme }) => theme.media.md} {
    width: 260px;
    height: 140px;
  }

  svg {
    flex: 1;
    min-width: 0;
  }

  svg + svg {
    display: none;

    ${({ theme }) => theme.media.md} {
      display: block;
    }
  }
`;

const blurbs: Record<Category | 'all', string> = {
  all: 'Every piece in the shop, from statement mirrors to the small things that finish a table.',
  Mirrors: 'Arched, sunburst and carved frames that open up a room and bounce the light around.',
  'Table Decor': 'Vases, lanterns and trays to dress a dining table or a console for every season.',
  Tables: 'Side, coffee and nesting tables in wood, metal and stone, made to be lived with.',
  'Wall Art': 'Prints, panels and hand-painted pieces that give a bare wall its own story.',
  'Wall Shelves': 'Floating, ladder and rope shelves to show off the things you love.',
  'Table Top': 'Clocks, coasters and keepsake boxes: finishing touches for desks and side tables.',
};

const DEFAULT_BLURB = 'Handpicked home decor from Indian makers.';

interface CatalogBannerProps {
  title: string;
  /** A category name for its own art and text; anything else gets the shop's default. */
  category?: string;
  eyebrow: string;
  text?: ReactNode;
}

/** The picture band at the top of the shop, category and search pages. */
export function CatalogBanner({ title, category, eyebrow, text }: CatalogBannerProps) {
  const known = CATEGORIES.find((name) => name === category);
  const index = known ? CATEGORIES.indexOf(known) : 0;
  const art: Category[] = known ? [known] : ['Mirrors', 'Wall Art', 'Table Decor'];
  const blurb = text ?? (known ? blurbs[known] : category === 'all' ? blurbs.all : DEFAULT_BLURB);
  return (
    <Banner $index={index} aria-label={`${title} banner`}>
      <Layout>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          <Text>{blurb}</Text>
        </div>
        <ArtRow aria-hidden="true">
          {art.map((name) => (
            <CategoryArt key={name} category={name} />
          ))}
        </ArtRow>
      </Layout>
    </Banner>
  );
}
