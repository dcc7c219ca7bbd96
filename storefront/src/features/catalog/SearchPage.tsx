import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSearchProductsQuery } from '../../api/generated';
import { Button } from '../../components/Button';
import { SearchIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CatalogBanner } from './CatalogBanner';
import { CatalogBody, ErrorText, StatusText } from './catalogStyles';
import { ProductGrid } from './ProductGrid';
import { SortControl } from './SortControl';
import { readSort, SEARCH_SORT_OPTIONS, sortProducts, writeSort } from './sorting';
import { useDebouncedValue } from './useDebouncedValue';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space.xl};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;

const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function SearchPage() {
  useDocumentTitle('Search');
  const [params, setParams] = useSearchParams();
  const sort = readSort(params, SEARCH_SORT_OPTIONS);
  const paramQuery = params.get('query') ?? '';
  const [text, setText] = useState(paramQuery);
  // A new search from the header while this page is open replaces the text.
  const [lastParam, setLastParam] = useState(paramQuery);
  if (lastParam !== paramQuery) {
    setLastParam(paramQuery);
    setText(paramQuery);
  }
  const query = useDebouncedValue(text.trim());
  const { data, isFetching, isError } = useSearchProductsQuery({ query }, { skip: query === '' });
  // The search API answers best match first and has no sort parameter: other orders are applied
  // here, to the results it returned.
  const products = useMemo(() => sortProducts(data?.products ?? [], sort), [data, sort]);
  // The button is there for habit: results already follow the text as it is typed.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  let content;
  if (query === '') content = null;
  else if (isFetching) content = <StatusText role="status">Loading...</StatusText>;
  else if (isError) content = <ErrorText role="alert">Error loading products. Please try again later.</ErrorText>;
  else if (products.length === 0) content = <StatusText>No products found for &quot;{query}&quot;.</StatusText>;
  else
    content = (
      <>
        <ResultsBar>
          <Count>
            {products.length} {products.length === 1 ? 'product' : 'products'} found for &quot;{query}&quot;
          </Count>
          <SortControl
            value={sort}
            options={SEARCH_SORT_OPTIONS}
            onChange={(next) =>
              setParams(writeSort(params, next, SEARCH_SORT_OPTIONS), { replace: true, preventScrollReset: true })
            }
          />
        </ResultsBar>
        <ProductGrid products={products} label="Search results" />
      </>
    );

  return (
    <>
      <CatalogBanner title="Search" eyebrow="Looking for something?" text="Find products by name or description" />
      <CatalogBody>
        <Form role="search" onSubmit={submit}>
          <Input
            type="search"
            aria-label="Search for products"
            placeholder="Search for decor..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">
            <SearchIcon size={18} />
            Search
          </Button>
        </Form>
        {content}
      </CatalogBody>
    </>
  );
}
