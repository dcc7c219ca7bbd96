import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useListProductsQuery } from '../../api/generated';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMediaQuery } from '../../components/useMediaQuery';
import { theme } from '../../app/theme';
import { CATEGORIES } from '../../lib/constants/categories';
import { PRICE_RANGES } from '../../lib/constants/priceRanges';
import { CatalogBanner } from './CatalogBanner';
import { CatalogBody, ErrorText, FilterGroup, StatusText } from './catalogStyles';
import { OptionFilters } from './OptionFilters';
import { errorMessage } from './errorMessage';
import { ProductGridSkeleton } from './CatalogSkeletons';
import { ProductGrid } from './ProductGrid';
import { SortControl } from './SortControl';
import {
  optionCountArgs,
  readShopFilters,
  SHOP_PAGE_SIZE,
  STOCK_FILTERS,
  shopListArgs,
  showingText,
  writeShopFilters,
  type ShopFilters,
} from './shopQuery';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;

const Filters = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

const FilterTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const FilterGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// Above the results: the phone's Filters button and, on every screen, the sort order.
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    justify-content: flex-end;
  }
`;

const SheetActions = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space.lg});
  display: grid;
  grid-template-columns: 1fr 1.4fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} -${theme.space.lg} -${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const ClearButton = styled(Button)`
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

/** Category, price, availability and option choices; each applies at once (the address changes). */
function FilterChoices({
  filters,
  onChange,
  onClear,
}: {
  filters: ShopFilters;
  onChange: (next: Partial<ShopFilters>) => void;
  onClear: () => void;
}) {
  return (
    <>
      <FilterGroup>
        <legend>Category</legend>
        {(['all', ...CATEGORIES] as const).map((category) => (
          <label key={category}>
            <input
              type="radio"
              name="category"
              value={category}
              checked={filters.category === category}
              onChange={() => onChange({ category })}
            />
            {category === 'all' ? 'All' : category}
          </label>
        ))}
      </FilterGroup>
      <FilterGroup>
        <legend>Price Range</legend>
        {PRICE_RANGES.map((range) => (
          <label key={range.label}>
            <input
              type="radio"
              name="priceRange"
              value={range.value}
              checked={filters.priceRange === range.value}
              onChange={() => onChange({ priceRange: range.value })}
            />
            {range.label}
          </label>
        ))}
      </FilterGroup>
      <FilterGroup>
        <legend>Availability</legend>
        {STOCK_FILTERS.map((choice) => (
          <label key={choice.label}>
            <input
              type="radio"
              name="stock"
              value={choice.value ?? ''}
              checked={filters.stock === choice.value}
              onChange={() => onChange({ stock: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </FilterGroup>
      <OptionFilters
        {...optionCountArgs(filters)}
        selected={filters.options}
        onChange={(options) => onChange({ options })}
      />
      <ClearButton type="button" $variant="secondary" onClick={onClear}>
        Clear All Filters
      </ClearButton>
    </>
  );
}

/** How many filters differ from All (each option value ticked counts), for the phone's Filters button. */
function activeFilterCount(filters: ShopFilters): number {
  return (
    [filters.category !== 'all', filters.priceRange !== '', filters.stock !== undefined].filter(Boolean).length +
    filters.options.length
  );
}

export function ShopPage() {
  useDocumentTitle('Shop');
  const [params, setParams] = useSearchParams();
  const filters = readShopFilters(params);
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
  // Phones: the filters open as a sheet over the results, which say how many they leave.
  const [sheetOpen, setSheetOpen] = useState(false);
  const { data, isLoading, isFetching, isError, error } = useListProductsQuery(shopListArgs(filters));

  // Filters live in the address; each change replaces the history entry rather than adding one,
  // and keeps the shopper where they are on the page (the router would scroll to the top).
  const update = (next: ShopFilters) => setParams(writeShopFilters(next), { replace: true, preventScrollReset: true });
  // Any new filter or order starts again from the first page.
  const choose = (change: Partial<ShopFilters>) => update({ ...filters, ...change, page: 1 });
  const clearAll = () =>
    setParams(writeShopFilters({ ...readShopFilters(new URLSearchParams()), sort: filters.sort }), {
      replace: true,
      preventScrollReset: true,
    });
  const setPage = (page: number) => {
    update({ ...filters, page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const total = data?.totalProducts ?? 0;
  const totalPages = data?.totalPages ?? 0;
  // A page past the end (an old link, a shrunken catalogue) goes to the last page there is.
  const pastTheEnd = !isFetching && totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setParams(writeShopFilters({ ...filters, page: totalPages }), { replace: true });
  }, [filters, pastTheEnd, setParams, totalPages]);

  let results;
  if (isLoading)
    results = (
      <>
        {/* Holds the heading's line so the grid does not move down when the count arrives. */}
        <Heading aria-hidden="true">&nbsp;</Heading>
        <ProductGridSkeleton />
      </>
    );
  else if (isError) results = <ErrorText role="alert">Error loading products: {errorMessage(error)}</ErrorText>;
  else if (!data || data.products.length === 0)
    results = (
      <>
        <Heading aria-live="polite">{showingText(filters.page, SHOP_PAGE_SIZE, 0)}</Heading>
        <StatusText>No products match these filters.</StatusText>
      </>
    );
  else
    results = (
      <>
        <Heading aria-live="polite">{showingText(filters.page, SHOP_PAGE_SIZE, total)}</Heading>
        <ProductGrid products={data.products} label="Products" />
        <Pagination page={filters.page} totalPages={totalPages} onPageChange={setPage} />
      </>
    );

  return (
    <>
      <CatalogBanner
        title="Shop"
        eyebrow="The collection"
        text="Browse the whole collection, or narrow it down by category and price."
      />
      <CatalogBody>
        <Layout>
          {wide && (
            <Filters aria-label="Filters">
              <FilterTitle>Filters</FilterTitle>
              <FilterGroups>
                <FilterChoices filters={filters} onChange={choose} onClear={clearAll} />
              </FilterGroups>
            </Filters>
          )}
          <section aria-label="Results" aria-busy={isFetching}>
            <Toolbar>
              {!wide && (
                <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
                  {activeFilterCount(filters) ? `Filters (${activeFilterCount(filters)})` : 'Filters'}
                </Button>
              )}
              <SortControl value={filters.sort} onChange={(sort) => choose({ sort })} />
            </Toolbar>
            {results}
          </section>
        </Layout>
      </CatalogBody>
      {sheetOpen && !wide && (
        <Modal title="Filters" sheet onClose={() => setSheetOpen(false)}>
          <FilterGroups>
            <FilterChoices filters={filters} onChange={choose} onClear={clearAll} />
          </FilterGroups>
          <SheetActions>
            <Button type="button" $variant="secondary" onClick={() => setSheetOpen(false)}>
              Close
            </Button>
            <Button type="button" aria-live="polite" onClick={() => setSheetOpen(false)}>
              {isFetching ? 'Counting...' : `Show ${total} ${total === 1 ? 'product' : 'products'}`}
            </Button>
          </SheetActions>
        </Modal>
      )}
    </>
  );
}
