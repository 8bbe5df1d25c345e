import { css, cx } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';
import { Link } from '../../ui/Link.tsx';
import { isReachable, STEPS, type Progress, type StepId } from './steps.ts';
import { checkoutTexts } from './texts.ts';

interface Props {
  current: StepId;
  progress: Progress;
  href: (step: StepId) => string;
  locale: string;
}

/** The steps as a numbered list: done and open ones are links, later ones plain text. */
export function CheckoutStepper({ current, progress, href, locale }: Props) {
  const t = checkoutTexts(locale);
  return (
    <nav aria-label={t.checkoutSteps()}>
      <ol className={list}>
        {STEPS.map((step, index) => {
          const label = `${index + 1}. ${t[step.label]()}`;
          const isCurrent = step.id === current;
          return (
            <li key={step.id} className={cx(item, isCurrent && active)}>
              {isCurrent ? (
                <span aria-current="step">{label}</span>
              ) : isReachable(step.id, progress) ? (
                <Link href={href(step.id)}>{label}</Link>
              ) : (
                <span className={later}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const list = css`
  display: flex;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${media.phone} {
    flex-direction: column;
    gap: var(--space-1);
  }
`;
const item = css`
  flex: 1;
  padding: var(--space-2) var(--space-3);
  border-bottom: 3px solid var(--color-border);
`;
const active = css`
  border-bottom-color: var(--color-primary);
  font-weight: 700;
`;
const later = css`
  color: var(--color-muted);
`;
