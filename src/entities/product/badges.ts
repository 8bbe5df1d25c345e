import { tileTexts } from './tileTexts.ts';

// Which badges a product shows (spec: badges of the tile, the product image and the buy box).

export type ProductFlag = 'sale' | 'new' | 'exclusiveOnline' | 'priceHighlighting' | 'none';
export type HeatDegree = 'LEVEL_0' | 'LEVEL_1' | 'LEVEL_2' | 'LEVEL_3' | 'SUMMER';
/** Which badges a place shows: everything, nothing, only the sale flag, or all but the sale flag. */
export type BadgeTypesShown = 'all' | 'none' | 'saleOnly' | 'exceptSale';

export type Badge =
  | { kind: 'sale'; text: string; slim: boolean }
  | { kind: 'new' | 'exclusiveOnline' | 'priceHighlighting' | 'outsold'; text: string }
  | { kind: 'heatDegree'; text: string; snowflakes: 1 | 2 | 3 }
  | { kind: 'summer'; text: string };

export interface BadgeInput {
  flag: ProductFlag | string;
  saving?: number | null;
  savingRange?: boolean;
  /** A variant is chosen: its own saving counts, so a range no longer applies. */
  variantChosen?: boolean;
  heatDegree?: HeatDegree | string | null;
}

type TileTexts = ReturnType<typeof tileTexts>;

const FLAG_TEXTS: Record<'new' | 'exclusiveOnline' | 'priceHighlighting', (texts: TileTexts) => string> = {
  new: (texts) => texts.tileBadgeNew(),
  exclusiveOnline: (texts) => texts.tileBadgeExclusiveOnline(),
  priceHighlighting: (texts) => texts.tileBadgePriceHighlighting(),
};

const HEAT_DEGREES: Record<string, { text: (texts: TileTexts) => string; snowflakes: 1 | 2 | 3 }> = {
  LEVEL_1: { text: (texts) => texts.tileBadgeHeatMedium(), snowflakes: 1 },
  LEVEL_2: { text: (texts) => texts.tileBadgeHeatWarm(), snowflakes: 2 },
  LEVEL_3: { text: (texts) => texts.tileBadgeHeatExtraWarm(), snowflakes: 3 },
};

/** The sale badge's text: '- 30%', 'bis zu - 30%' for a saving range before a variant is chosen, else 'Sale'. */
export function saleText(locale: string, saving: number | null | undefined, savingRange = false, variantChosen = false): string {
  const texts = tileTexts(locale);
  if (saving == null || saving <= 0) return texts.tileBadgeSale();
  return savingRange && !variantChosen ? texts.tileBadgeSavingUpTo({ saving }) : texts.tileBadgeSaving({ saving });
}

/** The badges a product shows, flag badge first, then the heat degree. */
export function productBadges(locale: string, input: BadgeInput, shown: BadgeTypesShown = 'all'): Badge[] {
  const texts = tileTexts(locale);
  const badges: Badge[] = [];
  const { flag } = input;
  if (flag === 'sale') {
    if (shown !== 'none' && shown !== 'exceptSale') {
      badges.push({
        kind: 'sale',
        text: saleText(locale, input.saving, input.savingRange, input.variantChosen),
        slim: shown === 'saleOnly',
      });
    }
  } else if (flag === 'new' || flag === 'exclusiveOnline' || flag === 'priceHighlighting') {
    if (shown === 'all' || shown === 'exceptSale') badges.push({ kind: flag, text: FLAG_TEXTS[flag](texts) });
  }
  const heat = input.heatDegree ? HEAT_DEGREES[input.heatDegree] : undefined;
  if (heat && shown === 'all') badges.push({ kind: 'heatDegree', text: heat.text(texts), snowflakes: heat.snowflakes });
  if (input.heatDegree === 'SUMMER' && shown === 'all') badges.push({ kind: 'summer', text: texts.tileBadgeSummer() });
  return badges;
}

/** The badge of a sold-out product. */
export const outsoldBadge = (locale: string): Badge => ({ kind: 'outsold', text: tileTexts(locale).tileOutsold() });
