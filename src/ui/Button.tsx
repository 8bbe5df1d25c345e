import { css, cx } from '@linaria/core';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { Link } from './Link.tsx';
import { visuallyHidden } from './styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'icon';
export type ButtonSize = 'regular' | 'small';
/**
 * The spec's action-button states: idle → loading (busy) → success → idle again; or, for an action
 * that is done for good (a message sent once), success → done: still disabled, the check mark
 * without the success colour.
 */
export type ButtonState = 'idle' | 'loading' | 'success' | 'done';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container (phones' main actions). */
  block?: boolean;
}

type ButtonProps = Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Given for buttons that run something: the label stays, so the accessible name does too. */
    state?: ButtonState;
    /** Shown (and announced) in the success state, with a check mark; in the done state too. */
    successLabel?: string;
    /** False where a notice next to the button announces the outcome already (one live region, not two). */
    announce?: boolean;
  };

/** The class of a button look, for the rare element that cannot be a Button or ButtonLink. */
export function buttonClass({ variant = 'primary', size = 'regular', block = false }: Look = {}, className?: string): string {
  return cx(base, looks[variant], size === 'small' && small, block && full, className);
}

/**
 * The shop's one button. Busy and success are aria-disabled rather than disabled so keyboard
 * focus stays on the button; a click then does nothing (and does not submit its form).
 */
export function Button({
  variant,
  size,
  block,
  state,
  successLabel,
  announce = true,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const blocked = state === 'loading' || state === 'success' || state === 'done';
  const finished = state === 'success' || state === 'done';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <>
      <button
        type={type}
        className={buttonClass({ variant, size, block }, className)}
        data-state={state}
        aria-disabled={blocked || undefined}
        aria-busy={state === 'loading' || undefined}
        onClick={handleClick}
        {...props}
      >
        {finished && successLabel ? (
          <>
            {successLabel} <Icon name="check" size={20} />
          </>
        ) : (
          children
        )}
        {state === 'loading' && <span className={spinner} aria-hidden="true" />}
      </button>
      {/* Rendered from the first state on, so screen readers hear the change to success. */}
      {state !== undefined && announce && (
        <span role="status" className={visuallyHidden}>
          {finished ? successLabel : ''}
        </span>
      )}
    </>
  );
}

type LinkProps = Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** A link that looks like a button (it navigates, so it stays a link for screen readers). */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: var(--touch-target);
  padding: 0 var(--space-5);
  border: 1px solid transparent;
  border-radius: var(--radius-m);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true']:not([data-state]) {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[data-state='loading'] {
    cursor: progress;
  }
  &[data-state='success'] {
    border-color: var(--color-success);
    background: var(--color-success);
    color: var(--color-on-primary);
    cursor: default;
  }
  &[data-state='done'] {
    opacity: 0.7;
    cursor: default;
  }
`;

const looks: Record<ButtonVariant, string> = {
  primary: css`
    background: var(--color-primary);
    color: var(--color-on-primary);
  `,
  secondary: css`
    border-color: var(--color-primary);
    background: var(--color-background);
    color: var(--color-primary);
  `,
  link: css`
    min-height: auto;
    padding: 0;
    background: none;
    color: var(--color-primary);
    font-weight: inherit;
    text-decoration: underline;
  `,
  icon: css`
    width: var(--touch-target);
    padding: 0;
    border-color: var(--color-border);
    border-radius: var(--radius-round);
    background: var(--color-background);
    color: var(--color-text);
  `,
};

const small = css`
  min-height: calc(var(--touch-target) - var(--space-3));
  padding: 0 var(--space-3);
  font-size: 0.875rem;
`;

const full = css`
  width: 100%;
`;

const spinner = css`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: var(--radius-round);
  animation: button-spin 0.8s linear infinite;
  @keyframes button-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
