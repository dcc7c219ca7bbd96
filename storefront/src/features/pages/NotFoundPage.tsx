import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { SearchIcon } from '../../components/icons';
import { Eyebrow, Lead, PageSection, PageTitle } from '../../components/PageSection';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CATEGORIES, categoryPath } from '../../lib/constants/categories';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'We could not find the page you were looking for.';

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space.xl} 0`};

  input {
    flex: 1;
    min-width: 0;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: 640px;
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.accentDark};
    text-decoration: underline;
  }
`;

/**
 * Any address the shop does not have: inside the shop's header and footer, with a search and
 * the ways on. The server answers such addresses with status 404 (seo module).
 */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`/search?query=${encodeURIComponent(query)}`);
  };
  return (
    <PageSection>
      <Eyebrow>Error 404</Eyebrow>
      <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
      <Lead>{NOT_FOUND_TEXT}</Lead>
      <Search role="search" onSubmit={search}>
        <input
          type="search"
          aria-label="Search for products"
          name="query"
          placeholder="Search for decor..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">
          <SearchIcon size={18} />
          Search
        </Button>
      </Search>
      <Columns>
        <nav aria-label="Shop">
          <h2>Shop</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/shop">All products</Link>
            </li>
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)}>{category}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2>Help</h2>
          <ul>
            <li>
              <Link to="/help">Help &amp; FAQ</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link to="/dashboard/orders">Your orders</Link>
            </li>
          </ul>
        </nav>
      </Columns>
    </PageSection>
  );
}
