import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useController } from './formControl.tsx';
import { Field } from './Field.tsx';
import { control } from './styles.ts';

const PARTS = [
  { label: 'Tag', placeholder: 'TT', maxLength: 2, autoComplete: 'bday-day' },
  { label: 'Monat', placeholder: 'MM', maxLength: 2, autoComplete: 'bday-month' },
  { label: 'Jahr', placeholder: 'JJJJ', maxLength: 4, autoComplete: 'bday-year' },
] as const;

interface Props {
  name: string;
  legend?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * Day, month and year as three small number fields (a date picker makes a birthday decades back
 * a long scroll). The form value is 'YYYY-M-D' as typed, '' when all are empty; the `birthday`
 * rule checks and normalises it.
 */
export function BirthdayField({ name, legend = 'Geburtsdatum', hint, required }: Props) {
  const { field } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  // Stored year first, shown day first.
  const [year = '', month = '', day = ''] = value === '' ? [] : value.split('-');
  const shown = [day, month, year];
  const change = (index: number, text: string) => {
    const next = [...shown];
    next[index] = text.replace(/\D/g, '');
    const [d, m, y] = next;
    field.onChange(next.every((part) => part === '') ? '' : `${y}-${m}-${d}`);
  };
  return (
    <Field name={name} label={legend} hint={hint} required={required} group>
      {({ id, 'aria-required': _required, ...wiring }) => (
        <div className={row}>
          {PARTS.map(({ label, ...part }, index) => (
            <label key={label} className={partClass} data-part={label}>
              <span>{label}</span>
              <input
                ref={index === 0 ? field.ref : undefined}
                id={`${id}-${index}`}
                className={control}
                inputMode="numeric"
                value={shown[index]}
                onChange={(event) => change(index, event.target.value)}
                onBlur={field.onBlur}
                {...part}
                {...wiring}
              />
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

const row = css`
  display: flex;
  gap: var(--space-3);
`;
const partClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  width: 4rem;
  &[data-part='Jahr'] {
    width: 6rem;
  }
`;
