import type { PrintCatalogue } from '../__generated__/shop-resolvers.ts';
import type { Silhouette } from './assortment.ts';

// Free printed catalogues of the catalogue order page.

interface CatalogueCover {
  catalogue: PrintCatalogue;
  /** Cover colour and motif of the generated cover image. */
  colour: string;
  silhouette: Silhouette;
}

const cover = (id: string, title: string, description: string, colour: string, silhouette: Silhouette): CatalogueCover => ({
  catalogue: { id, title, description, image: { hash: `catalogue-${id}`, type: 'cover', alt: `Titelseite des Katalogs ${title}` } },
  colour,
  silhouette,
});

export const CATALOGUE_COVERS: readonly CatalogueCover[] = [
  cover(
    'mode-hw26',
    'Mode Herbst/Winter 2026',
    'Die neue Damen- und Herrenmode für die kalte Jahreszeit: Strick, Mäntel und Winterjacken.',
    '#6d1a2b',
    'coat',
  ),
  cover(
    'wohnen-2026',
    'Wohnen & Schlafen 2026/27',
    'Möbel, Matratzen, Bettwäsche und Heimtextilien für ein gemütliches Zuhause.',
    '#9caf88',
    'bed',
  ),
  cover('waesche-bademode', 'Wäsche & Bademode', 'Dessous, Nachtwäsche und Bademode für Damen und Herren.', '#e8b4b8', 'swimwear'),
  cover(
    'schuhe-accessoires',
    'Schuhe & Accessoires',
    'Sneaker, Stiefeletten, Taschen und Schmuck – die Highlights der Saison.',
    '#9a4f1f',
    'boot',
  ),
  cover('grosse-groessen', 'Mode in großen Größen', 'Damenmode bis Größe 58: bequeme Schnitte und schöne Farben.', '#1f2a44', 'dress'),
  cover(
    'geschenke-2026',
    'Geschenkideen zu Weihnachten',
    'Schmuck, Uhren, Kuscheliges und Dekoration zum Verschenken.',
    '#2e5e3a',
    'watch',
  ),
];

export const PRINT_CATALOGUES: readonly PrintCatalogue[] = CATALOGUE_COVERS.map((c) => c.catalogue);
