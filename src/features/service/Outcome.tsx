import { useEffect, useRef, type ReactNode } from 'react';
import { outcome, outcomeTitle } from './styles.ts';

/**
 * The result that replaces a sent form: it takes the focus (the form is gone) and is read out.
 */
export function Outcome({ title, children, tone = 'status' }: { title: string; children?: ReactNode; tone?: 'status' | 'alert' }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role={tone} className={outcome}>
      <h2 className={outcomeTitle}>{title}</h2>
      {children}
    </div>
  );
}
