import { css } from '@linaria/core';
import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { FormProvider, get, useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from './formControl.tsx';
import { Button, type ButtonState } from '../Button.tsx';
import { useAsyncState } from '../useAsyncState.ts';
import { applyFieldProblems, FORM_MESSAGE } from './fieldProblems.ts';

const SubmitState = createContext<ButtonState>('idle');

interface Props<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Sends the checked values. Throwing an API error puts its field problems on the fields and
   * the rest above the button; resolving to `false` means it failed and told the shopper itself.
   */
  onSubmit: (values: Out) => Promise<boolean | void>;
  /** Called instead of onSubmit when the form's own checks fail (e.g. to add a message for the whole form). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** API field names that differ from the form's, e.g. { dateOfBirth: 'birthday' }. */
  rename?: Record<string, string>;
  successMs?: number;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A form of the shop: validates with its schema and the shop's messages (the browser's own
 * bubbles are off), submits once at a time, and keeps what was typed on every error.
 */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  onInvalid,
  rename,
  successMs,
  className,
  children,
  ...props
}: Props<In, Out>) {
  const { state, run } = useAsyncState(successMs);
  const { locale } = usePageContext().shop;
  const submit = form.handleSubmit(
    (values) =>
      run(async () => {
        try {
          return await onSubmit(values);
        } catch (error) {
          applyFieldProblems(locale, form, error, rename);
          return false;
        }
      }),
    onInvalid,
  );
  return (
    <FormProvider {...form}>
      <SubmitState value={state}>
        <form noValidate className={className ?? column} onSubmit={(event) => void submit(event)} aria-label={props['aria-label']}>
          {children}
        </form>
      </SubmitState>
    </FormProvider>
  );
}

/** The form's submit button, showing the action-button states while the form sends. */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'state'>) {
  return <Button {...props} type="submit" state={use(SubmitState)} />;
}

/** The message for the whole form (a failed call, problems without a field); read out when it appears. */
export function FormMessage({ className }: { className?: string }) {
  const { errors } = useFormState();
  const text = (get(errors, FORM_MESSAGE) as { message?: string } | undefined)?.message;
  return (
    <div role="alert" className={className ?? alert}>
      {text}
    </div>
  );
}

const column = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;
const alert = css`
  color: var(--color-error);
  &:empty {
    display: none;
  }
`;
