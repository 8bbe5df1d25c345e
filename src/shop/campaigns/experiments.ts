// A/B tests and feature flags as one mechanism: a flag is a test with the variants on/off.
// Defaults live in code; the cookie `ab` (name:variant pairs) pins a visitor's variants and lets
// editors and tests switch them, e.g. `ab=smartsuggest_ab:smartsuggest,scarcity:on`.

export const EXPERIMENTS = {
  /** Off-canvas menu: 'no_menu_text' hides the 'Menu' label and shows a bigger icon. */
  offcanvas_menu_ab: { variants: ['control', 'no_menu_text'], default: 'control' },
  /** Search field: 'smartsuggest' uses the alternative suggestion query. */
  smartsuggest_ab: { variants: ['control', 'smartsuggest'], default: 'control' },
  /** Product page recommendation order: output '4' first or last. */
  recoOrderVariationKey: { variants: ['current_reco_order', 'alternative_reco_order'], default: 'current_reco_order' },
  /** Recommendation positions on the product page (outfit, similar, last seen). */
  pdp_recommendation_order: { variants: ['default', 'similar_first'], default: 'default' },
  /** Quick-buy popup product view. */
  popup_product: { variants: ['off', 'on'], default: 'on' },
  /** Scarcity notice ('Nur noch {quantity} verfügbar!'): off by default. */
  scarcity: { variants: ['off', 'on'], default: 'off' },
  /** Category matching page type for listings. */
  category_matching: { variants: ['off', 'on'], default: 'off' },
} as const satisfies Record<string, { variants: readonly string[]; default: string }>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type Variant<N extends ExperimentName> = (typeof EXPERIMENTS)[N]['variants'][number];
export type Assignments = { [N in ExperimentName]: Variant<N> };

export const EXPERIMENT_COOKIE = 'ab';

function isExperiment(name: string): name is ExperimentName {
  return Object.hasOwn(EXPERIMENTS, name);
}

/** Conflicts already logged, so a page that reads its variants in several places logs each once. */
const loggedConflicts = new Set<string>();

/**
 * Variants from the cookie value; unknown tests and variants are ignored, defaults fill the rest.
 * A test with more than one of its variants switched on at once is a configuration error: it is
 * logged and the test runs its default variant, rather than whichever the cookie named last.
 */
export function assignExperiments(cookieValue: string | undefined | null): Assignments {
  const assignments = Object.fromEntries(Object.entries(EXPERIMENTS).map(([name, experiment]) => [name, experiment.default])) as Record<
    ExperimentName,
    string
  >;
  const named = new Map<ExperimentName, Set<string>>();
  for (const pair of (cookieValue ?? '').split(',')) {
    const [name, variant] = pair.split(':').map((part) => part.trim());
    if (!name || !variant || !isExperiment(name)) continue;
    if (!(EXPERIMENTS[name].variants as readonly string[]).includes(variant)) continue;
    named.set(name, (named.get(name) ?? new Set()).add(variant));
  }
  for (const [name, variants] of named) {
    if (variants.size === 1) {
      assignments[name] = [...variants][0]!;
      continue;
    }
    const problem = `A/B test ${name}: more than one variant active (${[...variants].join(', ')}); the default variant ${EXPERIMENTS[name].default} is used`;
    if (!loggedConflicts.has(problem)) {
      loggedConflicts.add(problem);
      console.error(problem);
    }
  }
  return assignments as Assignments;
}

/** A flag-style test (variants off/on) is on. */
export function isOn(
  assignments: Assignments,
  name: { [N in ExperimentName]: 'on' extends Variant<N> ? N : never }[ExperimentName],
): boolean {
  return assignments[name] === 'on';
}

/** The `ab` cookie's value from a Cookie request header (the server's view of the visitor's variants). */
export function experimentCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== EXPERIMENT_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return part.slice(at + 1).trim();
    }
  }
  return undefined;
}
