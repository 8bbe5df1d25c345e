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

// The catalogues' titles and descriptions in the other languages of the shop family, by id.
const WORDING: Readonly<Record<string, Readonly<Record<string, readonly [string, string]>>>> = {
  fr: {
    'mode-hw26': [
      'Mode automne/hiver 2026',
      'La nouvelle mode femme et homme pour la saison froide : tricots, manteaux et vestes d’hiver.',
    ],
    'wohnen-2026': ['Maison & literie 2026/27', 'Meubles, matelas, linge de lit et textiles pour un intérieur douillet.'],
    'waesche-bademode': ['Lingerie & maillots de bain', 'Lingerie, vêtements de nuit et maillots de bain pour femme et homme.'],
    'schuhe-accessoires': ['Chaussures & accessoires', 'Baskets, bottines, sacs et bijoux : les incontournables de la saison.'],
    'grosse-groessen': ['Mode grandes tailles', 'Mode femme jusqu’au 58 : coupes confortables et belles couleurs.'],
    'geschenke-2026': ['Idées cadeaux pour Noël', 'Bijoux, montres, douceurs et décoration à offrir.'],
  },
  nl: {
    'mode-hw26': ['Mode herfst/winter 2026', 'De nieuwe dames- en herenmode voor het koude seizoen: breigoed, mantels en winterjassen.'],
    'wohnen-2026': ['Wonen & slapen 2026/27', 'Meubels, matrassen, beddengoed en woontextiel voor een gezellig thuis.'],
    'waesche-bademode': ['Lingerie & badmode', 'Lingerie, nachtmode en badmode voor dames en heren.'],
    'schuhe-accessoires': ['Schoenen & accessoires', 'Sneakers, enkellaarsjes, tassen en sieraden: de highlights van het seizoen.'],
    'grosse-groessen': ['Mode in grote maten', 'Damesmode tot maat 58: comfortabele pasvormen en mooie kleuren.'],
    'geschenke-2026': ['Cadeau-ideeën voor kerst', 'Sieraden, horloges, knuffelzachte items en decoratie om cadeau te geven.'],
  },
  cs: {
    'mode-hw26': ['Móda podzim/zima 2026', 'Nová dámská a pánská móda na chladné období: úplety, kabáty a zimní bundy.'],
    'wohnen-2026': ['Bydlení & spaní 2026/27', 'Nábytek, matrace, ložní prádlo a bytový textil pro útulný domov.'],
    'waesche-bademode': ['Spodní prádlo & plavky', 'Spodní prádlo, noční prádlo a plavky pro ženy i muže.'],
    'schuhe-accessoires': ['Obuv & doplňky', 'Tenisky, kotníkové boty, kabelky a šperky – hity sezóny.'],
    'grosse-groessen': ['Móda v nadměrných velikostech', 'Dámská móda až do velikosti 58: pohodlné střihy a krásné barvy.'],
    'geschenke-2026': ['Tipy na vánoční dárky', 'Šperky, hodinky, hřejivé maličkosti a dekorace pro radost.'],
  },
  sv: {
    'mode-hw26': ['Mode höst/vinter 2026', 'Det nya dam- och herrmodet för den kalla årstiden: stickat, kappor och vinterjackor.'],
    'wohnen-2026': ['Hem & sovrum 2026/27', 'Möbler, madrasser, sängkläder och hemtextilier för ett mysigt hem.'],
    'waesche-bademode': ['Underkläder & badmode', 'Underkläder, nattkläder och badmode för dam och herr.'],
    'schuhe-accessoires': ['Skor & accessoarer', 'Sneakers, boots, väskor och smycken – säsongens höjdpunkter.'],
    'grosse-groessen': ['Mode i stora storlekar', 'Dammode upp till storlek 58: bekväma passformer och vackra färger.'],
    'geschenke-2026': ['Julklappstips', 'Smycken, klockor, mysiga saker och dekoration att ge bort.'],
  },
  sk: {
    'mode-hw26': ['Móda jeseň/zima 2026', 'Nová dámska a pánska móda na chladné obdobie: pletené kúsky, kabáty a zimné bundy.'],
    'wohnen-2026': ['Bývanie & spanie 2026/27', 'Nábytok, matrace, posteľná bielizeň a bytový textil pre útulný domov.'],
    'waesche-bademode': ['Spodná bielizeň & plavky', 'Spodná bielizeň, nočná bielizeň a plavky pre ženy aj mužov.'],
    'schuhe-accessoires': ['Obuv & doplnky', 'Tenisky, členkové topánky, kabelky a šperky – hity sezóny.'],
    'grosse-groessen': ['Móda v nadrozmerných veľkostiach', 'Dámska móda až do veľkosti 58: pohodlné strihy a krásne farby.'],
    'geschenke-2026': ['Tipy na vianočné darčeky', 'Šperky, hodinky, hrejivé maličkosti a dekorácie pre radosť.'],
  },
};

const COVER_ALT: Readonly<Record<string, (title: string) => string>> = {
  fr: (title) => `Couverture du catalogue ${title}`,
  nl: (title) => `Voorkant van de catalogus ${title}`,
  cs: (title) => `Titulní strana katalogu ${title}`,
  sv: (title) => `Omslaget till katalogen ${title}`,
  sk: (title) => `Titulná strana katalógu ${title}`,
};

/** The catalogues in a locale's language (German for one the mock has none of); ids and images stay. */
export function printCatalogues(locale: string): PrintCatalogue[] {
  const language = locale.split('-')[0]!;
  const wording = WORDING[language];
  const alt = COVER_ALT[language];
  return PRINT_CATALOGUES.map((catalogue) => {
    const own = wording?.[catalogue.id];
    if (!own || !alt) return catalogue;
    const [title, description] = own;
    return { ...catalogue, title, description, image: { ...catalogue.image, alt: alt(title) } };
  });
}
