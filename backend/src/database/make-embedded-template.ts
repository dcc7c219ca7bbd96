// A step of the backend's build (backend/package.json): makes the embedded database's template
// (see EmbeddedTemplate) unless the one there fits this PGlite and these migrations already. A
// rebuild with unchanged migrations costs a few milliseconds.
import 'reflect-metadata';
import { EmbeddedTemplate } from './embedded-template';

async function main(): Promise<void> {
  const started = performance.now();
  const template = new EmbeddedTemplate();
  const made = await template.make();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Embedded database template in ${template.dir}: ${made ? 'made' : 'up to date'} (${seconds} s)`);
}

main().catch((err: Error) => {
  console.error(`Making the embedded database template failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
