import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { css } from '@linaria/core';
import { useFormContext } from './formControl.tsx';
import { Field } from './Field.tsx';
import { control } from './styles.ts';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
};

/** A text of several lines (the contact form's message). */
export function TextAreaField({ name, label, hint, required, rows = 6, ...props }: Props) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(wiring) => <textarea rows={rows} className={`${control} ${area}`} {...props} {...wiring} {...register(name)} />}
    </Field>
  );
}

const area = css`
  resize: vertical;
`;
