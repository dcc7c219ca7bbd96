import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and safe links', () => {
    const html = renderMarkdown('# Title\n\n- **one**\n- [shop](/shop) and [site](https://example.in)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('<a href="/shop">shop</a>');
    expect(html).toContain('<a href="https://example.in" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)" onclick="alert(4)">raw</a>',
        '[md link](javascript:alert(5))',
        '[spaced](  JaVaScRiPt:alert(6))',
        '[entity](&#106;avascript:alert(7))',
        '![pic](x" onerror="alert(8))',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
    // Only real elements count: typed tags stay as escaped text (&lt;a href=...), which is harmless.
    expect(html).not.toMatch(/<a\b[^>]*href="[^"]*javascript/i);
    expect(html).not.toMatch(/<a\b/i);
    // Raw HTML is shown as text, so the admin sees what was refused.
    expect(html).toContain('&lt;script&gt;');
  });

  it('fills placeholders literally, Markdown characters and all', () => {
    const html = renderMarkdown('Call {phone} or [write](mailto:{email}) within {returnWindowDays} days. {unknown}', {
      phone: '+91 98765-43210',
      email: 'care_team@shop.example',
      returnWindowDays: 10,
    });
    expect(html).toBe(
      '<p>Call +91 98765-43210 or <a href="mailto:care_team@shop.example">write</a> within 10 days. {unknown}</p>',
    );
  });
});
