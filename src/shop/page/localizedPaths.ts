// The paths the specification leaves open are German (/katalog-bestellen, /sendungsverfolgung …):
// a shop in another language writes them in its own. Routing, page types and the code work with
// the German path, the logical one; links show the shop's own (Link, navigate), its routing takes
// its own back to the logical one (pages/+onBeforeRoute.ts), and the German path of a shop in
// another language sends the visitor to its own, permanently (old links, bookmarks, e-mails).
// Paths that read the same in every market (/p/…, /basket, /customer, /checkout) are not here.
// The table stays on the server: a shop's own paths travel with it (PublicTenant.paths, none for a
// German shop), and the browser's routing reads them from there (setShopPaths).

type Slugs = Partial<Record<'fr' | 'nl' | 'cs' | 'sv' | 'sk', string>>;

const LOCALIZED: Readonly<Record<string, Slugs>> = {
  '/katalog-bestellen': {
    fr: '/commander-un-catalogue',
    nl: '/catalogus-aanvragen',
    cs: '/objednat-katalog',
    sv: '/bestall-katalog',
    sk: '/objednat-katalog',
  },
  '/sendungsverfolgung': {
    fr: '/suivi-de-colis',
    nl: '/pakket-volgen',
    cs: '/sledovani-zasilky',
    sv: '/spara-paket',
    sk: '/sledovanie-zasielky',
  },
  '/retourenstatus': {
    fr: '/statut-du-retour',
    nl: '/retourstatus',
    cs: '/stav-vraceni',
    sv: '/returstatus',
    sk: '/stav-vratenia',
  },
  '/newsletter': { nl: '/nieuwsbrief', sv: '/nyhetsbrev' },
  '/newsletter/anmelden': {
    fr: '/newsletter/inscription',
    nl: '/nieuwsbrief/aanmelden',
    cs: '/newsletter/prihlaseni',
    sv: '/nyhetsbrev/prenumerera',
    sk: '/newsletter/prihlasenie',
  },
  '/newsletter/bestaetigen': {
    fr: '/newsletter/confirmation',
    nl: '/nieuwsbrief/bevestigen',
    cs: '/newsletter/potvrzeni',
    sv: '/nyhetsbrev/bekrafta',
    sk: '/newsletter/potvrdenie',
  },
  '/newsletter/unsubscribe': {
    fr: '/newsletter/desinscription',
    nl: '/nieuwsbrief/afmelden',
    cs: '/newsletter/odhlaseni',
    sv: '/nyhetsbrev/avsluta',
    sk: '/newsletter/odhlasenie',
  },
  '/newsletter/produktempfehlungen-abmelden': {
    fr: '/newsletter/desinscription-recommandations',
    nl: '/nieuwsbrief/productaanbevelingen-afmelden',
    cs: '/newsletter/odhlaseni-doporuceni',
    sv: '/nyhetsbrev/avsluta-produkttips',
    sk: '/newsletter/odhlasenie-odporucani',
  },
  '/newsletter/daten-aendern': {
    fr: '/newsletter/modifier-mes-donnees',
    nl: '/nieuwsbrief/gegevens-wijzigen',
    cs: '/newsletter/zmena-udaju',
    sv: '/nyhetsbrev/andra-uppgifter',
    sk: '/newsletter/zmena-udajov',
  },
  '/customer/passwort-zuruecksetzen': {
    fr: '/customer/reinitialiser-le-mot-de-passe',
    nl: '/customer/wachtwoord-herstellen',
    cs: '/customer/obnoveni-hesla',
    sv: '/customer/aterstall-losenord',
    sk: '/customer/obnovenie-hesla',
  },
};

const languageOf = (locale: string) => locale.split('-')[0] as keyof Slugs;

/** Logical path → the shop's own, for the paths a shop writes in its own language. */
export type ShopPaths = Readonly<Record<string, string>>;

/** The paths the shop of `locale` writes in its own language; none for a German shop. */
export function ownPaths(locale: string): ShopPaths | undefined {
  const language = languageOf(locale);
  const own = Object.entries(LOCALIZED).flatMap(([logical, slugs]) => (slugs[language] ? [[logical, slugs[language]] as const] : []));
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}

/** The pathname and the rest (query and hash) of a path. */
function split(path: string): [string, string] {
  const end = path.search(/[?#]/);
  return end < 0 ? [path, ''] : [path.slice(0, end), path.slice(end)];
}

/** A logical path as the shop writes it: '/katalog-bestellen?x=1' → '/commander-un-catalogue?x=1' in fr-CH. */
export function localizedPath(paths: ShopPaths | undefined, path: string): string {
  if (!paths) return path;
  const [pathname, rest] = split(path);
  const own = Object.hasOwn(paths, pathname) ? paths[pathname] : undefined;
  return own ? own + rest : path;
}

export type PathReading =
  /** A path of the shop's own (or one it shares with every market): route its logical path. */
  | { logical: string }
  /** The German path of a shop that writes it otherwise: send the visitor to `own`. */
  | { moved: string };

/** How the shop reads a pathname: its own path's logical one, or where a German one moved to. */
export function readPath(paths: ShopPaths | undefined, pathname: string): PathReading {
  if (!paths) return { logical: pathname };
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(paths, trimmed)) return { moved: paths[trimmed]! };
  for (const [logical, own] of Object.entries(paths)) if (own === trimmed) return { logical };
  return { logical: pathname };
}

let browserPaths: ShopPaths | undefined;

/** The browser's shop's own paths, for its routing (set before the first render). */
export function setShopPaths(paths: ShopPaths | undefined): void {
  browserPaths = paths;
}

/** The shop's own paths as the browser knows them. */
export const shopPaths = (): ShopPaths | undefined => browserPaths;

/** The logical paths a shop in another language writes in its own, for the tests. */
export const localizedLogicalPaths = (): string[] => Object.keys(LOCALIZED);
