// Design tokens: the one source for spacing, radii, shadows, layers, touch target and container
// width. They become CSS custom properties on :root (global styles); feature styles use only the
// `var(--…)` names below, so a tenant theme can override any of them like its colours.

export const TOKENS = {
  // Spacing scale (4 px base).
  '--space-1': '0.25rem',
  '--space-2': '0.5rem',
  '--space-3': '0.75rem',
  '--space-4': '1rem',
  '--space-5': '1.5rem',
  '--space-6': '2rem',
  '--space-7': '3rem',
  '--space-8': '4rem',
  // Radii.
  '--radius-s': '0.125rem',
  '--radius-m': '0.25rem',
  '--radius-l': '0.5rem',
  '--radius-xl': '1rem',
  '--radius-pill': '999px',
  '--radius-round': '50%',
  // Elevation: raised (cards, popovers), floating (menus, drawers), modal (dialogs).
  '--shadow-raised': '0 1px 4px rgb(0 0 0 / 0.15)',
  '--shadow-floating': '0 4px 16px rgb(0 0 0 / 0.18)',
  '--shadow-modal': '0 8px 32px rgb(0 0 0 / 0.25)',
  // Dims the page behind a modal dialog.
  '--backdrop': 'rgb(0 0 0 / 0.45)',
  // Layers, lowest first.
  '--z-sticky': '20',
  '--z-floating': '40',
  '--z-dropdown': '50',
  '--z-banner': '60',
  '--z-toast': '70',
  '--z-skip-link': '100',
  // The smallest control a finger hits reliably.
  '--touch-target': '44px',
  '--container-width': '1240px',
} as const;

export type TokenName = keyof typeof TOKENS;

/** The tokens as declarations for the global `:root` rule. */
export function tokenDeclarations(): string {
  return Object.entries(TOKENS)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
