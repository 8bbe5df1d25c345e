import { useId, type ReactNode } from 'react';
import { get, useFormState } from './formControl.tsx';
import { field as fieldClass, fieldError, hint as hintClass, labelText } from './styles.ts';

/** What a control inside a Field spreads onto itself. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface Props {
  /** The form value's name (dots for nested ones). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label with '*' and tells assistive technology. */
  required?: boolean;
  /** A group of controls (radios, the birthday's day/month/year) gets a fieldset and legend. */
  group?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One field: label, hint, the German error message, and their wiring to the control
 * (aria-describedby, aria-invalid). The control comes from `children`.
 */
export function Field({ name, label, hint, required, group, className, children }: Props) {
  const id = useId();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  const caption = (
    <span className={labelText}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </span>
  );
  const Wrapper = group ? 'fieldset' : 'div';
  return (
    <Wrapper className={className ? `${fieldClass} ${className}` : fieldClass}>
      {group ? <legend>{caption}</legend> : <label htmlFor={id}>{caption}</label>}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {children(control)}
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </Wrapper>
  );
}
