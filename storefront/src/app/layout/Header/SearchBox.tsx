import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SearchIcon } from '../../../components/icons';

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
 * The header search box. Pressing Enter opens the search page with the text; the live
 * results dropdown attaches here once the product search endpoint is available.
 */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text) navigate(`/search?query=${encodeURIComponent(text)}`);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Glass size={18} />
      <Input
        type="search"
        aria-label="Search products"
        placeholder="Search for decor..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </Form>
  );
}
