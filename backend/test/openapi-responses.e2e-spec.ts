import type { Response } from 'supertest';
import { responseMismatch } from './openapi-responses';

/** The checker every e2e request goes through: it must refuse what the document does not say. */
function answer(status: number, body: unknown, type = 'application/json'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, body, text, type } as unknown as Response;
}

const ID = '3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90';
const notFound = { statusCode: 404, message: 'Product not found', error: 'Not Found', code: 'NOT_FOUND' };

describe('response checking against docs/openapi.json', () => {
  it('accepts a documented status with a body of its schema', () => {
    expect(responseMismatch('GET', `/api/product/${ID}`, answer(404, notFound))).toBeUndefined();
    expect(responseMismatch('GET', '/api/deal/categories', answer(200, ['Mirrors']))).toBeUndefined();
  });

  it('refuses a status the operation does not document', () => {
    expect(responseMismatch('GET', '/api/deal/categories', answer(418, notFound))).toMatch(
      /listDealCategories.*undocumented status/,
    );
  });

  it('refuses a body that does not match the schema', () => {
    expect(responseMismatch('GET', `/api/product/${ID}`, answer(404, { message: 'x' }))).toMatch(
      /does not match its schema.*statusCode/,
    );
    expect(responseMismatch('GET', '/api/deal/categories', answer(200, [1]))).toMatch(/must be string/);
  });

  it('refuses a media type the response does not document', () => {
    expect(responseMismatch('GET', '/api/deal/categories', answer(200, '<p>', 'text/html'))).toMatch(/as text\/html/);
  });

  it('prefers static paths over parameters and ignores paths outside the document', () => {
    expect(responseMismatch('GET', '/api/product/trending?x=1', answer(200, []))).toBeUndefined();
    expect(responseMismatch('GET', '/uploads/a.webp', answer(200, 'x', 'image/webp'))).toBeUndefined();
  });
});
