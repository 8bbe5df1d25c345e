import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useFormContext } from './formControl.tsx';
import { Field } from './Field.tsx';
import type { Option } from './inputs.tsx';
import { choice } from './styles.ts';

interface Props {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
  required?: boolean;
  /** Side by side (two or three short choices) instead of one below the other. */
  inline?: boolean;
}

/** Radios in a fieldset whose legend names the choice (salutation, login method). */
export function RadioGroup({ name, legend, options, hint, required, inline }: Props) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={legend} hint={hint} required={required} group>
      {({ id, 'aria-required': _required, ...wiring }) => (
        <div className={inline ? row : column}>
          {options.map((option) => (
            <label key={option.value} className={choice}>
              <input type="radio" id={`${id}-${option.value}`} value={option.value} {...wiring} {...register(name)} /> {option.label}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-5);
`;
const column = css`
  display: flex;
  flex-direction: column;
`;
