import { css } from '@linaria/core';
import { tokenDeclarations } from './tokens.ts';

// Page-wide base styles; tenant themes only set the custom properties used here.
// The token defaults have zero specificity: the theme's `:root` rule overrides them whatever
// order the stylesheets and the theme's <style> have in the document.
export const globals = css`
  :global() {
    :where(:root) {
      ${tokenDeclarations()}
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      font-size: 16px;
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
      background: var(--color-background);
      color: var(--color-text);
      font-family: var(--font-body);
      line-height: 1.4;
      /* A word longer than its line (a Swedish or Dutch compound in a narrow card) breaks rather than running out of its box. */
      overflow-wrap: break-word;
    }
    a {
      color: var(--color-primary);
    }
    :focus-visible {
      outline: 2px solid var(--color-primary);
      outline-offset: 2px;
    }
    h1,
    h2 {
      font-family: var(--font-heading);
    }
    img {
      max-width: 100%;
    }
  }
`;
