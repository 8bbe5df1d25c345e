import { useState } from 'react';
import { sortBySize } from '../../../entities/product/sizeSort.ts';
import type { BuyBox_product$data } from './__generated__/BuyBox_product.graphql.ts';
import type { ColourOption } from './ColourSelect.tsx';
import { initialSelection, isSoldOut, variantAfterColourChange } from '../../../entities/product/variantSelection.ts';
import type { SizeOption } from './SizeChoice.tsx';

type Variant = BuyBox_product$data['dimensions'][number]['variants'][number];

/** Size and colour parameters of the page URL (the quick-buy popup passes none). */
export interface SelectionParams {
  size: string | null;
  dimension: string | null;
  epid: string | null;
}

/**
 * The buy box's colour and size choice and what follows from it: sorted sizes (sold-out marked),
 * colours, and whether every candidate variant is forwarded or offers the disposal service.
 */
export function useBuyBoxSelection(data: BuyBox_product$data, params: SelectionParams) {
  // The URL is the same on the server and in the browser, so the first render matches.
  const [initial] = useState(() => initialSelection(data.dimensions, params, data.displayNumber));
  const [dimensionIndex, setDimensionIndex] = useState(initial.dimensionIndex);
  const [variantId, setVariantId] = useState<string | null>(initial.variantId);

  const dimension = data.dimensions[dimensionIndex] ?? data.dimensions[0];
  const variants = dimension?.variants ?? [];
  const variant = variants.find((v) => v.id === variantId) ?? null;
  const sizes: SizeOption[] = sortBySize(variants, (v) => v.size.label).map((v) => ({
    id: v.id,
    label: v.size.label,
    soldOut: isSoldOut(v),
  }));
  // Without a chosen size, a property holds when it holds for every size of the colour.
  const every = (test: (v: Variant) => boolean) => (variant ? test(variant) : variants.length > 0 && variants.every(test));
  const colours: ColourOption[] = data.dimensions.map((d) => {
    const colour = data.colors.find((c) => c.id === `colour-${d.id}`);
    return {
      key: `${d.id}|${d.promotion ?? ''}`,
      label: d.label,
      code: colour?.code ?? null,
      soldOut: colour?.isSoldOut ?? d.variants.every(isSoldOut),
    };
  });

  return {
    dimensionIndex,
    dimension,
    variantId,
    variant,
    sizes,
    colours,
    forwarding: every((v) => v.deliverabilityForwardingAgent),
    disposalOffered: every((v) => v.disposalService),
    chooseSize: setVariantId,
    chooseColour(index: number) {
      setDimensionIndex(index);
      setVariantId(variantAfterColourChange(variant, data.dimensions[index]?.variants ?? []));
    },
  };
}
