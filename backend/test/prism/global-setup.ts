import { startPrismGate, type PrismGate } from './gate';
import { GATE_URL_VARIABLE, prismEnabled } from './verdict';

/**
 * Jest's global setup: one Prism (through its gate) for the whole run, whose address the test
 * processes read from the environment (harness.ts). Off with SHOP_TEST_PRISM=off.
 */
export default async function startPrism(): Promise<void> {
  if (!prismEnabled()) return;
  const gate = await startPrismGate();
  process.env[GATE_URL_VARIABLE] = gate.url;
  (globalThis as { prismGate?: PrismGate }).prismGate = gate;
}
