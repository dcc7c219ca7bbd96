import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown without raw HTML: whatever tags an admin types are shown as text. The sanitizer
 * after it is the second wall: only these elements and http(s), mailto and tel links leave.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own title is its h1: the text's headings sit below it.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { href, title } = attribs;
      const kept: Record<string, string> = { ...(href ? { href } : {}), ...(title ? { title } : {}) };
      return {
        tagName,
        attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
  },
};

/** Values the texts may name, written as {name}: the page follows when the setting changes. */
export type Placeholders = Record<string, string | number>;

/** Markdown's punctuation backslash-escaped, so a value is shown as it is, also inside a link. */
function literal(value: string | number): string {
  return String(value).replace(/[\\`*_{}[\]()#+\-.!<>|~&]/g, '\\$&');
}

/** The admin's Markdown as safe HTML, with {placeholders} filled in. */
export function renderMarkdown(text: string, placeholders: Placeholders = {}): string {
  const filled = text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(placeholders, name) ? literal(placeholders[name]) : whole,
  );
  return sanitizeHtml(markdown.render(filled), SANITIZE).trim();
}
