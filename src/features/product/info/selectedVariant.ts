interface DimensionShape {
  readonly id: string;
  readonly variants: readonly { readonly id: string }[];
}

/**
 * The variant whose attributes join the details: the given one, else the only variant of the
 * first colour (a product in one size), else none.
 */
export function selectedVariant<D extends DimensionShape>(
  dimensions: readonly D[],
  variantId: string | null | undefined,
): { dimension: D; variant: D['variants'][number] } | null {
  if (variantId) {
    for (const dimension of dimensions) {
      const variant = dimension.variants.find((v) => v.id === variantId);
      if (variant) return { dimension, variant };
    }
    return null;
  }
  const first = dimensions[0];
  const only = first?.variants.length === 1 ? first.variants[0] : undefined;
  return first && only ? { dimension: first, variant: only } : null;
}
