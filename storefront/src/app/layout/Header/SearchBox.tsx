import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSearchProductsQuery } from '../../../api/generated';
import { SearchIcon } from '../../../components/icons';
import { useDebouncedValue } from '../../../features/catalog';

/** The dropdown stays this long after the box loses focus, so a press on a result lands. */
export const SEARCH_CLOSE_DELAY_MS = 200;
const SEARCH_LIMIT = 8;

// The dropdown's code arrives the first time the shopper types, not with the first page.
const SearchResults = lazy(() => import('./SearchResults').then((module) => ({ default: module.SearchResults })));

const Form = styled.form`
  position: relative;
  width: 100%;
`;

const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.md} 0 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition:
    border-color ${({ theme }) => theme.transition},
    box-shadow ${({ theme }) => theme.transition};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Glass = styled(SearchIcon)`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space.md};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.inkMuted};
  pointer-events: none;
`;

/**
 * The header search box. Typing shows live results (after a short pause, never for empty text);
 * Enter opens the search page with the text.
 */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const resultsId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const text = query.trim();
  const settled = useDebouncedValue(text);
  const { data, isFetching, isError } = useSearchProductsQuery(
    { query: settled, limit: SEARCH_LIMIT },
    { skip: settled === '' },
  );

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text) {
      setOpen(false);
      navigate(`/search?query=${encodeURIComponent(text)}`);
    }
  };

  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };

  const showResults = open && text !== '';
  // Results for older text are not shown as the answer to newer text.
  const waiting = isFetching || settled !== text;

  return (
    <Form role="search" onSubmit={submit}>
      <Glass size={18} />
      <Input
        type="search"
        aria-label="Search products"
        placeholder="Search for decor..."
        autoComplete="off"
        aria-controls={showResults ? resultsId : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => setOpen(false), SEARCH_CLOSE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      {showResults && (
        <Suspense fallback={null}>
          <SearchResults
            id={resultsId}
            query={text}
            products={data?.products}
            isLoading={waiting}
            isError={!waiting && isError}
            onChoose={() => {
              close();
              setQuery('');
            }}
          />
        </Suspense>
      )}
    </Form>
  );
}
