import type { VariantDto } from '../../lib/variants';

// How the product page's pickers choose a variant; only that page needs it, so it stays out of
// the first download that lib/variants.ts is part of.

/** The variant with exactly these option values, if the product sells it. */
export function findVariant(
  variants: readonly VariantDto[],
  values: readonly (string | null)[],
): VariantDto | undefined {
  if (values.some((value) => value === null)) return undefined;
  return variants.find(
    (variant) =>
      variant.options.length === values.length && variant.options.every((value, index) => value === values[index]),
  );
}

/**
 * Whether `value` of option `index` can be bought with the values chosen for the options before
 * it: some variant sold now has them all. Options are chosen in order, so the first option's
 * values are all open unless every variant with them is sold out, and a later value is marked
 * sold out only for what is chosen before it (a choice never locks the shopper in).
 */
export function isValueAvailable(
  variants: readonly VariantDto[],
  chosen: readonly (string | null)[],
  index: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.inStock &&
      variant.options[index] === value &&
      chosen.every((other, at) => at >= index || other === null || variant.options[at] === other),
  );
}

/**
 * The values after choosing `value` for option `index`: a later choice that cannot be bought
 * with the new one is cleared, to be chosen again.
 */
export function chooseValue(
  variants: readonly VariantDto[],
  values: readonly (string | null)[],
  index: number,
  value: string,
): (string | null)[] {
  const next = values.map((current, at) => (at === index ? value : current));
  for (let at = index + 1; at < next.length; at += 1) {
    const later = next[at];
    if (later !== null && !isValueAvailable(variants, next, at, later)) next[at] = null;
  }
  return next;
}
