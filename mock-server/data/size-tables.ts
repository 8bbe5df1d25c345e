import type { Translator } from '../l10n/translate.ts';
import type { SizeTable } from '../__generated__/shop-resolvers.ts';
import type { SizeRun } from './sizes.ts';

// Size tables per kind of size run. 'default' is the shop's own sizing; partner companies cut
// their sizes a little bigger, so the same label measures 2 cm (shoes: 0.3 cm) more.

/** Companies whose sizes some products follow (companyOfOrigin), with their display names. */
export const PARTNER_COMPANIES = {
  nordlicht: 'Nordlicht Moden',
  suedkap: 'Südkap Fashion',
} as const;

export type CompanyOfOrigin = 'default' | keyof typeof PARTNER_COMPANIES;

const LETTER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const cm = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

interface Layout {
  title: string;
  headers: string[];
  row: (size: string, index: number, extra: number) => string[];
}

const LAYOUTS: Partial<Record<SizeRun, Layout>> = {
  letter: {
    title: 'Größentabelle',
    headers: ['Größe', 'Brustumfang in cm', 'Taillenumfang in cm', 'Hüftumfang in cm'],
    row: (size, _i, x) => {
      const n = LETTER.indexOf(size);
      return [size, `${80 + n * 8 + x}–${87 + n * 8 + x}`, `${62 + n * 8 + x}–${69 + n * 8 + x}`, `${88 + n * 8 + x}–${95 + n * 8 + x}`];
    },
  },
  women: {
    title: 'Größentabelle Damen',
    headers: ['Größe', 'Brustumfang in cm', 'Taillenumfang in cm', 'Hüftumfang in cm'],
    row: (size, _i, x) => {
      const n = (Number(size) - 36) / 2;
      return [size, cm(84 + n * 4 + x), cm(68 + n * 4 + x), cm(94 + n * 4 + x)];
    },
  },
  men: {
    title: 'Größentabelle Herren',
    headers: ['Größe', 'Brustumfang in cm', 'Bundweite in cm'],
    row: (size, _i, x) => {
      const n = (Number(size) - 44) / 2;
      return [size, cm(88 + n * 4 + x), cm(76 + n * 4 + x)];
    },
  },
  jeans: {
    title: 'Größentabelle Jeans',
    headers: ['Weite', 'Bundumfang in cm'],
    row: (size, _i, x) => [size, cm(Number(size.slice(1)) * 2.54 + x)],
  },
  bra: {
    title: 'Größentabelle BHs',
    headers: ['Größe', 'Unterbrustumfang in cm', 'Brustumfang in cm'],
    row: (size, _i, x) => {
      const band = Number(size.slice(0, 2));
      const cup = 'ABCD'.indexOf(size.slice(2));
      return [size, `${band - 2 + x}–${band + 2 + x}`, cm(band + 13 + cup * 2 + x)];
    },
  },
  shoesWomen: {
    title: 'Größentabelle Schuhe',
    headers: ['Größe', 'Fußlänge in cm'],
    row: (size, _i, x) => [size, cm(Number(size) / 1.5 - 1.5 + x * 0.15)],
  },
  shoesMen: {
    title: 'Größentabelle Schuhe',
    headers: ['Größe', 'Fußlänge in cm'],
    row: (size, _i, x) => [size, cm(Number(size) / 1.5 - 1.5 + x * 0.15)],
  },
  ring: {
    title: 'Ringgrößen',
    headers: ['Ringgröße', 'Innenumfang in mm', 'Innendurchmesser in mm'],
    row: (size, _i, x) => [size, String(Number(size) + x), cm((Number(size) + x) / Math.PI)],
  },
};

/** Whether products of this run come with size tables at all (measures and one-size do not). */
export const hasSizeTable = (run: SizeRun) => LAYOUTS[run] !== undefined;

export function sizeTable(run: SizeRun, sizes: readonly string[], company: CompanyOfOrigin, tr: Translator): SizeTable | null {
  const layout = LAYOUTS[run];
  if (!layout) return null;
  const partner = company === 'default' ? null : PARTNER_COMPANIES[company];
  return {
    companyOfOrigin: company,
    title: partner ? `${tr.t(layout.title)} ${partner}` : tr.t(layout.title),
    headers: layout.headers.map((header) => tr.t(header)),
    rows: sizes.map((size, i) => layout.row(size, i, partner ? 2 : 0)),
  };
}
