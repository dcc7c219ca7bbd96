import { CallHandler, ExecutionContext, StreamableFile } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { ImageUrlsInterceptor } from './image-urls';

const BASE = 'https://shop.example.in';

function run(body: unknown, answer: unknown) {
  const request = { body };
  const context = {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of(answer) };
  return { request, answer: lastValueFrom(new ImageUrlsInterceptor(BASE).intercept(context, next)) };
}

describe('ImageUrlsInterceptor', () => {
  it('answers uploads under PUBLIC_URL, leaves other URLs and fields, and copies instead of changing', async () => {
    const cached = { image: '/uploads/a.webp', name: '/uploads/not-an-image-field', createdAt: new Date(0) };
    const answer = {
      products: [cached],
      deal: { imageUrl: 'https://cdn.example.net/b.jpg' },
      user: { profileImage: null },
      lines: [{ additionalImages: ['/uploads/c.webp', 'http://elsewhere.example/uploads/d.webp'] }],
    };
    expect(await run(undefined, answer).answer).toEqual({
      products: [{ image: `${BASE}/uploads/a.webp`, name: '/uploads/not-an-image-field', createdAt: new Date(0) }],
      deal: { imageUrl: 'https://cdn.example.net/b.jpg' },
      user: { profileImage: null },
      lines: [{ additionalImages: [`${BASE}/uploads/c.webp`, 'http://elsewhere.example/uploads/d.webp'] }],
    });
    expect(cached.image).toBe('/uploads/a.webp');
  });

  it('stores what comes back as the path, only for this shop', () => {
    const body = {
      image: `${BASE}/uploads/a.webp`,
      additionalImages: [`${BASE}/uploads/b.webp`, 'https://shop.example.in.evil.example/uploads/c.webp'],
      products: [{ image: `${BASE}/uploads/d.webp` }],
      name: `${BASE}/uploads/e.webp`,
    };
    expect(run(body, null).request.body).toEqual({
      image: '/uploads/a.webp',
      additionalImages: ['/uploads/b.webp', 'https://shop.example.in.evil.example/uploads/c.webp'],
      products: [{ image: '/uploads/d.webp' }],
      name: `${BASE}/uploads/e.webp`,
    });
  });

  it('keeps a "__proto__" key of JSON data a plain field', async () => {
    const answer = JSON.parse('{"gatewayResponse": {"__proto__": {"image": "/uploads/x.webp"}}}');
    const copied = (await run(undefined, answer).answer) as { gatewayResponse: object };
    expect(Object.getPrototypeOf(copied.gatewayResponse)).toBe(Object.prototype);
    expect(JSON.stringify(copied)).toBe(`{"gatewayResponse":{"__proto__":{"image":"${BASE}/uploads/x.webp"}}}`);
  });

  it('passes answers that are not plain JSON through untouched (a PDF download)', async () => {
    const file = new StreamableFile(Buffer.from('%PDF-1.7'), { type: 'application/pdf' });
    expect(await run(undefined, file).answer).toBe(file);
    const date = new Date(0);
    expect(await run(undefined, { createdAt: date }).answer).toEqual({ createdAt: date });
  });
});
