import { escapeHtml, FALLBACK_TEMPLATE, jsonForScript, renderDocument, summary } from './seo-html';

const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Decor Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const META = { title: 'T', description: 'D', canonical: 'https://shop.example/x', ogType: 'website' as const };

describe('seo-html', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps JSON from closing its script element', () => {
    const text = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('shortens a description at a word', () => {
    expect(summary('a '.repeat(200), 20)).toBe('a a a a a a a a a…');
    expect(summary('  short\n text ')).toBe('short text');
  });

  it('replaces the template title and description and fills #root', () => {
    const template = FALLBACK_TEMPLATE.replace(
      '</title>',
      '</title>\n    <meta\n      name="description"\n      content="generic"\n    />',
    );
    const html = renderDocument(
      template,
      { title: 'T', description: 'D', canonical: 'https://x/', ogType: 'website' },
      '<main>hi</main>',
      'Shop',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).toContain('<div id="root"><main>hi</main></div>');
    expect(html).toContain('<meta property="og:title" content="T" />');
  });

  it('starts the app after the main picture or the text first painted, and as Vite wrote it elsewhere', () => {
    const withPicture = renderDocument(BUILT, META, '<main><img src="/a.webp" data-lcp /></main>', 'Shop');
    expect(withPicture).toContain(
      '<script src="/start-after-picture.js" data-app="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/router-2.js" defer></script>',
    );
    expect(withPicture).not.toContain('modulepreload');
    expect(withPicture).not.toContain('type="module"');

    const text = renderDocument(BUILT, { ...META, startAfterPaint: true }, '<main><h1>Track</h1></main>', 'Shop');
    expect(text).toContain('<script src="/start-after-picture.js" data-app="/assets/index-abc.js"');
    expect(text).not.toContain('type="module"');

    const plain = renderDocument(BUILT, META, '<main><h1>Help</h1></main>', 'Shop');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/router-2.js">');
    expect(plain).not.toContain('start-after-picture');
  });
});
