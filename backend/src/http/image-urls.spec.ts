import { answerSerializer, bodyImageConverter } from './image-urls';

const BASE = 'https://shop.example.in';
const serialize = answerSerializer(BASE);

/** The answer as the client reads it. */
const sent = (answer: unknown): unknown => JSON.parse(serialize(answer));

function parsed(body: unknown): unknown {
  bodyImageConverter(BASE)(body);
  return body;
}

describe('image URLs in answers and bodies', () => {
  it('answers uploads under PUBLIC_URL, leaves other URLs and fields, and changes nothing it was given', () => {
    const cached = { image: '/uploads/a.webp', name: '/uploads/not-an-image-field', createdAt: new Date(0) };
    const answer = {
      products: [cached],
      deal: { imageUrl: 'https://cdn.example.net/b.jpg' },
      user: { profileImage: null },
      lines: [{ additionalImages: ['/uploads/c.webp', 'http://elsewhere.example/uploads/d.webp'] }],
    };
    expect(sent(answer)).toEqual({
      products: [
        { image: `${BASE}/uploads/a.webp`, name: '/uploads/not-an-image-field', createdAt: new Date(0).toISOString() },
      ],
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
    expect(parsed(body)).toEqual({
      image: '/uploads/a.webp',
      additionalImages: ['/uploads/b.webp', 'https://shop.example.in.evil.example/uploads/c.webp'],
      products: [{ image: '/uploads/d.webp' }],
      name: `${BASE}/uploads/e.webp`,
    });
  });

  it('writes an answer without a stored path exactly as JSON.stringify does', () => {
    const answer = { orders: [{ id: 'a', image: 'https://cdn.example.net/uploads/x.webp', note: 'see /uploads/' }] };
    expect(serialize(answer)).toBe(JSON.stringify(answer));
  });

  it('keeps a "__proto__" key of JSON data a plain field', () => {
    const answer = JSON.parse('{"gatewayResponse": {"__proto__": {"image": "/uploads/x.webp"}}}');
    expect(serialize(answer)).toBe(`{"gatewayResponse":{"__proto__":{"image":"${BASE}/uploads/x.webp"}}}`);
  });

  it('finds image fields by the JSON text alone, whatever other strings hold', () => {
    const tricky = {
      description: 'a quote ","image":"/uploads/in-text.webp" and a list ["/uploads/x"]',
      note: 'ends with a backslash \\',
      image: '/uploads/a.webp',
      imageUrl: ['/uploads/b.webp', null, 'https://cdn.example.net/a]b.webp', '/uploads/c.webp'],
      additionalImages: [{ url: '/uploads/inside-an-object.webp' }],
      profileImage: 'https:/uploads/not-a-path',
      heroImage: '/uploads/not-an-image-field.webp',
    };
    expect(sent(tricky)).toEqual({
      ...tricky,
      image: `${BASE}/uploads/a.webp`,
      imageUrl: [`${BASE}/uploads/b.webp`, null, 'https://cdn.example.net/a]b.webp', `${BASE}/uploads/c.webp`],
    });
  });

  it('writes the base as JSON does', () => {
    expect(answerSerializer('https://shop.example.in/a"b\\c')({ image: '/uploads/x.webp' })).toBe(
      JSON.stringify({ image: 'https://shop.example.in/a"b\\c/uploads/x.webp' }),
    );
  });

  it('serializes class instances and dates as JSON does, their image fields answered absolute too', () => {
    class Parcel {
      image = '/uploads/inside-a-class.webp';
    }
    expect(serialize({ parcel: new Parcel(), at: new Date(0) })).toBe(
      `{"parcel":{"image":"${BASE}/uploads/inside-a-class.webp"},"at":"1970-01-01T00:00:00.000Z"}`,
    );
  });
});
