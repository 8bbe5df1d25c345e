import { useEffect, useRef, type ReactNode } from 'react';
import { outcome, outcomeTitle } from './styles.ts';

/**
 * The result that replaces a sent form: it takes the focus (the form is gone) and is read out.
 */
export function Outcome({ title, children, tone = 'status' }: { title: string; children?: ReactNode; tone?: 'status' | 'alert' }) {
  const headline = useRef<HTMLHeadingElement>(null);
  useEffect(() => headline.current?.focus(), []);
  return (
    <div role={tone} className={outcome}>
      <h2 ref={headline} tabIndex={-1} className={outcomeTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}
