import type { PrismGate } from './gate';

export default async function stopPrism(): Promise<void> {
  await (globalThis as { prismGate?: PrismGate }).prismGate?.close();
}
