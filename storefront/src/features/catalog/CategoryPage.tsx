import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useListProductsQuery } from '../../api/generated';
import { Pagination } from '../../components/Pagination';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CATEGORIES, categoryFromParam } from '../../lib/constants/categories';
import { CatalogBanner } from './CatalogBanner';
import { CatalogBody, ErrorText, StatusText } from './catalogStyles';
import { ProductGridSkeleton } from './CatalogSkeletons';
import { ProductGrid } from './ProductGrid';
import { OptionFilters } from './OptionFilters';
import { readOptions, SHOP_PAGE_SIZE, writeOptions } from './shopQuery';
import { SortControl } from './SortControl';
import { readSort, sortArgs, writeSort } from './sorting';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

// The option filters in a row above the products, wrapping on small screens.
const Filters = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};

  &:empty {
    display: none;
  }
`;

/** /categories/{name}: 'all' or a category name with '+' for spaces. */
export function CategoryPage() {
  const { categoryName = 'all' } = useParams();
  const name = categoryFromParam(categoryName);
  const isAll = name.toLowerCase() === 'all';
  const category = CATEGORIES.find((entry) => entry.toLowerCase() === name.toLowerCase());
  const title = isAll ? 'All Products' : (category ?? name);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const options = readOptions(params);
  const [pageState, setPageState] = useState({ key: categoryName, page: 1 });
  // A new category, order or option filter starts again from its first page.
  const listKey = `${categoryName} ${sort} ${options.join('|')}`;
  const page = pageState.key === listKey ? pageState.page : 1;

  const known = isAll || Boolean(category);
  const { data, isLoading, isError } = useListProductsQuery(
    {
      category: isAll ? 'all' : category,
      page,
      limit: SHOP_PAGE_SIZE,
      ...sortArgs(sort),
      ...(options.length > 0 ? { option: options } : {}),
    },
    { skip: !known },
  );

  let content;
  if (known && isLoading) content = <ProductGridSkeleton />;
  else if (isError) content = <ErrorText role="alert">Error loading products.</ErrorText>;
  else if (!data || data.products.length === 0) content = <StatusText>No products found in this category.</StatusText>;
  else
    content = (
      <>
        {/* Cards are h3: the grid gets its h2 so the outline does not skip a level. */}
        <VisuallyHidden as="h2">{`${title} products`}</VisuallyHidden>
        <ProductGrid products={data.products} label={`${title} products`} />
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onPageChange={(next) => {
            setPageState({ key: listKey, page: next });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </>
    );

  return (
    <>
      <CatalogBanner title={title} category={isAll ? 'all' : (category ?? name)} eyebrow="Collection" />
      <CatalogBody>
        {known && (
          <Toolbar>
            {/* In the address, replacing the entry, as the shop's filters are. */}
            <SortControl
              value={sort}
              onChange={(next) => setParams(writeSort(params, next), { replace: true, preventScrollReset: true })}
            />
          </Toolbar>
        )}
        {known && (
          <Filters aria-label="Filters">
            {/* In the address (`option=Size:Large`, repeated), replacing the entry, as the order is. */}
            <OptionFilters
              category={category}
              selected={options}
              onChange={(next) => setParams(writeOptions(params, next), { replace: true, preventScrollReset: true })}
            />
          </Filters>
        )}
        {content}
      </CatalogBody>
    </>
  );
}
