import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { useController } from './formControl.tsx';
import { Field } from './Field.tsx';
import { control } from './styles.ts';

// Each part's label and placeholder are the form messages formBirthday<Part> and formBirthday<Part>Hint.
const PARTS = [
  { part: 'Day', maxLength: 2, autoComplete: 'bday-day' },
  { part: 'Month', maxLength: 2, autoComplete: 'bday-month' },
  { part: 'Year', maxLength: 4, autoComplete: 'bday-year' },
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
export function BirthdayField({ name, legend, hint, required }: Props) {
  const { locale } = usePageContext().shop;
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
    <Field name={name} label={legend ?? formMessage(locale, 'formBirthday')} hint={hint} required={required} group>
      {({ id, 'aria-required': _required, ...wiring }) => (
        <div className={row}>
          {PARTS.map(({ part, ...props }, index) => (
            <label key={part} className={partClass} data-part={part}>
              <span>{formMessage(locale, `formBirthday${part}`)}</span>
              <input
                ref={index === 0 ? field.ref : undefined}
                id={`${id}-${index}`}
                className={control}
                inputMode="numeric"
                value={shown[index]}
                onChange={(event) => change(index, event.target.value)}
                onBlur={field.onBlur}
                placeholder={formMessage(locale, `formBirthday${part}Hint`)}
                {...props}
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
  &[data-part='Year'] {
    width: 6rem;
  }
`;
