import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { media } from '../../ui/breakpoints.ts';
import { Icon } from '../../ui/Icon.tsx';
import { wishlistTexts } from './texts.ts';

/** The wishlist page's heading, intro text and three-step explanation. */
export function WishlistIntro() {
  const t = wishlistTexts(usePageContext().shop.locale);
  const steps = [
    { title: t.wishlistStepChooseTitle(), text: t.wishlistStepChooseText(), icon: 'search' },
    { title: t.wishlistStepSaveTitle(), text: t.wishlistStepSaveText(), icon: 'wishlist' },
    { title: t.wishlistStepOrderTitle(), text: t.wishlistStepOrderText(), icon: 'basket' },
  ] as const;
  return (
    <header className={intro}>
      <h1 className={title}>{t.wishlistTitle()}</h1>
      <p className={lead}>{t.wishlistLead()}</p>
      <ol className={stepList}>
        {steps.map((step, index) => (
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
const stepList = css`
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
