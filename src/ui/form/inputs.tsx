import { get, useFormContext, useFormState } from './formControl.tsx';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { Field } from './Field.tsx';
import { choice, control, field, fieldError, hint as hintClass } from './styles.ts';

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

type InputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'required'> & {
    type?: 'text' | 'email' | 'password' | 'tel';
  };

/** A text, e-mail, password or telephone field. */
export function TextField({ name, label, hint, required, type = 'text', ...props }: InputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(wiring) => <input type={type} className={control} {...props} {...wiring} {...register(name)} />}
    </Field>
  );
}

/** A whole number (quantities); the value is a number, NaN when empty. */
export function NumberField({
  name,
  label,
  hint,
  required,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(wiring) => (
        <input type="number" inputMode="numeric" className={control} {...props} {...wiring} {...register(name, { valueAsNumber: true })} />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required'> & {
    options: readonly Option[];
    /** The empty first choice, e.g. 'Bitte wählen'. */
    placeholder?: string;
  };

export function SelectField({ name, label, hint, required, options, placeholder, ...props }: SelectProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(wiring) => (
        <select className={control} {...props} {...wiring} {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One checkbox whose label follows it (consent, terms); the value is a boolean. */
export function CheckboxField({
  name,
  label,
  hint,
  required,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label className={choice}>
        <input
          type="checkbox"
          {...props}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
        <span>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
