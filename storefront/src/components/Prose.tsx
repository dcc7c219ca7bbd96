import styled from 'styled-components';

// The owner's Markdown as the server rendered and sanitized it (backend settings/markdown.ts).
export const Prose = styled.div`
  max-width: 880px;
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.inkSoft};

  h2 {
    margin: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul,
  ol,
  blockquote,
  table {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  }

  ul,
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
