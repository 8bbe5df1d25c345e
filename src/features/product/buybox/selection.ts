/** The smallest shape of a variant the buy box decides on. */
export interface SelectableVariant {
  id: string;
  size: { label: string };
  availability: { quantity: number | null | undefined };
}

export function isSoldOut(variant: SelectableVariant): boolean {
  return (variant.availability.quantity ?? 0) <= 0;
}

/** A dimension with a single orderable variant (one size) needs no choice. */
export function initialVariantId(variants: readonly SelectableVariant[]): string | null {
  const [only] = variants;
  return variants.length === 1 && only && !isSoldOut(only) ? only.id : null;
}
