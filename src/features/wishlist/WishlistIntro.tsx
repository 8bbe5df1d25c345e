import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';
import { Icon } from '../../ui/Icon.tsx';

const STEPS = [
  { title: 'Artikel auswählen', text: 'Stöbern Sie durch unser Sortiment und entdecken Sie Ihre Lieblingsstücke.', icon: 'search' },
  { title: 'Merken', text: 'Ein Klick auf das Herz legt den Artikel auf Ihren Merkzettel.', icon: 'wishlist' },
  { title: 'Später bestellen', text: 'Hier finden Sie alles wieder und bestellen, wann es Ihnen passt.', icon: 'basket' },
] as const;

/** The wishlist page's heading, intro text and three-step explanation (spec 2.12). */
export function WishlistIntro() {
  return (
    <header className={intro}>
      <h1 className={title}>Mein Merkzettel</h1>
      <p className={lead}>Hier sammeln Sie Artikel, die Ihnen gefallen – und bestellen sie, wann immer Sie möchten.</p>
      <ol className={steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={stepItem}>
            <span className={stepIcon}>
              <Icon name={step.icon} />
            </span>
            <span>
              <strong>
                {index + 1}. {step.title}
              </strong>
              <br />
              {step.text}
            </span>
          </li>
        ))}
      </ol>
    </header>
  );
}

const intro = css`
  display: grid;
  gap: var(--space-3);
`;
const title = css`
  margin: 0;
  font-family: var(--font-heading);
  font-size: 1.75rem;
`;
const lead = css`
  margin: 0;
`;
const steps = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const stepItem = css`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  padding: var(--space-3);
  background: var(--color-surface);
  border-radius: var(--radius-l);
`;
const stepIcon = css`
  flex: none;
  color: var(--color-primary);
`;
