import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CategoryArt } from '../../../components/CategoryArt';
import { ArrowRightIcon } from '../../../components/screenIcons';
import { Eyebrow } from '../../../components/PageSection';
import { containerLayout } from '../../../components/Container';
import { CATEGORIES, categoryPath } from '../../../lib/constants/categories';

const Section = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Tile = styled(Link)<{ $index: number }>`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $index, theme }) => theme.tints[$index % theme.tints.length]};
  transition:
    transform ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition};

  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.soft};
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Art = styled(CategoryArt)`
  max-height: 140px;
  margin: 0 auto;
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.2;

  svg {
    flex: none;
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export function ShopByCategory() {
  return (
    <Section aria-labelledby="shop-by-category">
      <Eyebrow>Explore the range</Eyebrow>
      <Heading id="shop-by-category">Shop by Category</Heading>
      <Grid>
        {CATEGORIES.map((category, index) => (
          <li key={category}>
            <Tile to={categoryPath(category)} $index={index}>
              <Art category={category} />
              <Name>
                {category}
                <ArrowRightIcon size={18} />
              </Name>
            </Tile>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
