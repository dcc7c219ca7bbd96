import styled, { css } from 'styled-components';

/**
 * Centres content at the shop's reading width with comfortable side gutters. Only the inline
 * padding is set, so a component using this can add its own vertical padding.
 */
export const containerLayout = css`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

export const Container = styled.div`
  ${containerLayout}
`;
