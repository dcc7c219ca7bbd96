import { escapeHtml, FALLBACK_TEMPLATE, jsonForScript, renderDocument, summary } from './seo-html';

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
});
