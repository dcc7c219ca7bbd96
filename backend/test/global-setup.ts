import { EmbeddedTemplate } from '../src/database/embedded-template';
import startPrism from './prism/global-setup';

/**
 * Jest's global setup. Suites on the embedded database start from its migrated template, as a
 * new shop does: made here when the build's is missing or older than the migrations (a few
 * seconds), kept otherwise. Then one Prism for the whole run.
 */
export default async function globalSetup(): Promise<void> {
  await new EmbeddedTemplate().make();
  await startPrism();
}
