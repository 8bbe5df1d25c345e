// Colour names as the shop shows them, with a swatch code for colour tiles and mock images.

export interface Colour {
  label: string;
  code: string;
}

const c = (label: string, code: string): Colour => ({ label, code });

export const PALETTES = {
  fashion: [
    c('schwarz', '#1b1b1b'),
    c('weiß', '#f7f7f5'),
    c('marine', '#1f2a44'),
    c('grau meliert', '#9b9b9b'),
    c('beige', '#d8c3a5'),
    c('rot', '#b3261e'),
    c('bordeaux', '#6d1a2b'),
    c('rosé', '#e8b4b8'),
    c('hellblau', '#a7c7e7'),
    c('oliv', '#6b6b3a'),
    c('dunkelgrün', '#2e5e3a'),
    c('senf', '#d4a017'),
    c('camel', '#c19a6b'),
    c('braun', '#6f4e37'),
    c('petrol', '#005f6a'),
    c('creme', '#f3ead8'),
    c('anthrazit', '#3a3a3a'),
    c('flieder', '#b8a2d1'),
    c('koralle', '#f08070'),
  ],
  denim: [
    c('blue stone', '#5b7fa6'),
    c('dark blue', '#27374d'),
    c('light blue', '#9db8d3'),
    c('black denim', '#232323'),
    c('grey denim', '#7d8086'),
  ],
  leather: [
    c('schwarz', '#1b1b1b'),
    c('cognac', '#9a4f1f'),
    c('braun', '#5a3a22'),
    c('weiß', '#f7f7f5'),
    c('taupe', '#8b7d6b'),
    c('dunkelblau', '#1f2a44'),
    c('bordeaux', '#6d1a2b'),
  ],
  home: [
    c('weiß', '#f7f7f5'),
    c('creme', '#f3ead8'),
    c('natur', '#e6dcc8'),
    c('grau', '#a0a0a0'),
    c('anthrazit', '#3a3a3a'),
    c('taupe', '#8b7d6b'),
    c('salbei', '#9caf88'),
    c('blau', '#3b5b92'),
    c('terrakotta', '#c2603f'),
    c('senf', '#d4a017'),
    c('rosé', '#e8b4b8'),
  ],
  wood: [
    c('Eiche natur', '#c8a165'),
    c('Nussbaum', '#6b4a2f'),
    c('weiß', '#f7f7f5'),
    c('schwarz', '#1b1b1b'),
    c('Sonoma-Eiche', '#d2b48c'),
  ],
  lamp: [c('schwarz', '#1b1b1b'), c('weiß', '#f7f7f5'), c('messingfarben', '#b5a642'), c('chromfarben', '#c9ccd1'), c('grau', '#a0a0a0')],
  metal: [c('silberfarben', '#c0c0c0'), c('goldfarben', '#d4af37'), c('roségoldfarben', '#b76e79')],
  /** Goods offered in one colour only (mattresses, slatted frames). */
  plain: [c('weiß', '#f7f7f5')],
} as const satisfies Record<string, readonly Colour[]>;

export type PaletteName = keyof typeof PALETTES;
