// axe-core in a journey's page: the WCAG A/AA rules the shop holds its pages to. The page's
// context needs `bypassCSP: true`, since the shop's CSP allows only its own scripts.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core');

/** The WCAG A/AA violations axe-core finds in the page (or in `selector`) now, one line each. */
export async function wcagViolations(page, selector) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(
    (include) =>
      globalThis.axe.run(include ? { include: [include] } : globalThis.document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }),
    selector ?? null,
  );
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
}
