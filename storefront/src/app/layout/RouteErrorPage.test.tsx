import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { describeRouteError, RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('The shelf fell over');
}

beforeEach(() => {
  // The router and React report caught render errors on the console; the page is the subject.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('RouteErrorPage', () => {
  it('shows the message of an error thrown while rendering', async () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], '/');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('The shelf fell over')).toBeTruthy();
  });
});

describe('describeRouteError', () => {
  it('describes errors of any shape', () => {
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError({ unexpected: true })).toBe('Unknown error');
  });
});
