import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Logo } from '../../components/Logo';

/** The status ('404 Not Found') or message of whatever stopped the route from rendering. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

const Page = styled.main`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Detail = styled.p`
  max-width: 60ch;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The router's last resort: shown for any screen that fails while rendering (unknown addresses
 * get features/pages/NotFoundPage). It stands alone, without header and footer, in case those are what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Page>
      <Logo />
      <Title>Unexpected Application Error!</Title>
      <Detail>{describeRouteError(error)}</Detail>
      <ButtonLink to="/" $variant="secondary">
        Back to home
      </ButtonLink>
    </Page>
  );
}
