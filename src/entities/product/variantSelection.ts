// Which colour and size the buy box (and the basket's change-item modal) starts with, and how a colour change carries the size over
// (specification section 4, add-to-basket form).
//
// URL parameters read on the product page (server and browser alike, so hydration matches):
// - size: a variant id (e.g. 'P100001-2-1', which also picks its colour) or a size label ('M',
//   '90x200'); a size label is matched in the chosen colour.
// - dimension: the colour to show, as Dimension.id ('P100001-2') or Color.id ('colour-P100001-2').
// - epid (entry product id): used for the colour as well when it names one of the product's colours
//   (a dimension or colour id, or the colour's 9-digit display number); a plain product id is
//   ignored.

export interface SelectableVariant {
  id: string;
  size: { label: string };
  availability: { quantity?: number | null };
}

export interface SelectableDimension {
  id: string;
  promotion?: string | null;
  variants: readonly SelectableVariant[];
}

export function isSoldOut(variant: SelectableVariant): boolean {
  return (variant.availability.quantity ?? 0) <= 0;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * With a size given and several variants: the variant of that id, else of that (decoded) size
 * label; with a single variant: that one; otherwise none.
 */
export function preselectVariant(variants: readonly SelectableVariant[], size: string | null | undefined): string | null {
  if (variants.length === 1) return variants[0]!.id;
  if (!size || variants.length === 0) return null;
  const byId = variants.find((variant) => variant.id === size);
  if (byId) return byId.id;
  const label = decode(size);
  return variants.find((variant) => sameLabel(variant.size.label, label))?.id ?? null;
}

/** After a colour change: the same size in the new colour if it has it, else the preselection. */
export function variantAfterColourChange(previous: SelectableVariant | null, variants: readonly SelectableVariant[]): string | null {
  const same = previous ? variants.find((variant) => sameLabel(variant.size.label, previous.size.label)) : null;
  return same?.id ?? preselectVariant(variants, null);
}

export interface UrlSelection {
  size?: string | null;
  dimension?: string | null;
  epid?: string | null;
}

function dimensionIndexOf(dimensions: readonly SelectableDimension[], ref: string | null | undefined, displayNumber: string): number {
  if (!ref) return -1;
  const id = ref.startsWith('colour-') ? ref.slice('colour-'.length) : ref;
  const digits = id.replace(/[\s.-]/g, '');
  return dimensions.findIndex(
    (dimension) =>
      dimension.id === id ||
      (/^\d{9}$/.test(digits) && dimension.promotion != null && `${displayNumber.slice(0, 6)}${dimension.promotion}` === digits),
  );
}

/** The colour and size to start with, from the URL parameters. */
export function initialSelection(
  dimensions: readonly SelectableDimension[],
  url: UrlSelection,
  displayNumber: string,
): { dimensionIndex: number; variantId: string | null } {
  let index = dimensionIndexOf(dimensions, url.dimension, displayNumber);
  if (index < 0) index = dimensions.findIndex((dimension) => dimension.variants.some((variant) => variant.id === url.size));
  if (index < 0) index = dimensionIndexOf(dimensions, url.epid, displayNumber);
  if (index < 0) index = 0;
  return { dimensionIndex: index, variantId: preselectVariant(dimensions[index]?.variants ?? [], url.size) };
}
