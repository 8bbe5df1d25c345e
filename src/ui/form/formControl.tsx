import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as v from 'valibot';
import { usePageContext } from 'vike-react/usePageContext';

// The state of the shop's forms, with the calls of react-hook-form that the form kit and the
// forms use (register, Controller, watch, setError, reset, …) and its behaviour for them, in a
// fraction of its code: the form pages load it with their first screen. The values live here and
// in the uncontrolled inputs, as there; a valibot schema checks them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- values of any shape, as react-hook-form types them
export type FieldValues = Record<string, any>;
/** Defaults may leave out any value, nested ones too. */
export type DefaultValues<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DefaultValues<T[K]> : T[K];
};
/** A field's name: a key of the values, or a dotted path into them. */
export type Path<T> = (keyof T & string) | `${keyof T & string}.${string}`;
export interface FieldError {
  type?: string;
  message?: string;
}
/** The errors, nested as the values are; the form's own message under `root`. */
export type FieldErrors<_T = FieldValues> = Record<string, unknown>;

export interface FormState<_T = FieldValues> {
  errors: FieldErrors<_T>;
  /** The shopper's last change left the values other than the defaults (those of the last reset). */
  isDirty: boolean;
  /** A submit has finished (its checks and its handler). */
  isSubmitted: boolean;
  isSubmitting: boolean;
  submitCount: number;
}

/** What a registered input spreads onto itself. */
export interface RegisteredProps {
  name: string;
  onChange: (event: { target: unknown }) => void;
  onBlur: (event: { target: unknown }) => void;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
}

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Entry {
  /** Registered inputs; several for a radio group. */
  inputs: Input[];
  valueAsNumber?: boolean;
  /** What gets focus for an error: a Controller's element, else the first input. */
  focusTarget?: { focus(): void } | null;
  props?: RegisteredProps;
}

/** The form's store; hooks subscribe to it. */
export interface Control<T extends FieldValues = FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  subscribe(listener: () => void): () => void;
  /** Changes with every change of the form state (errors, submit, reset), not with the values. */
  version(): number;
  value(name: string): unknown;
  entry(name: string): Entry;
  change(name: string, value: unknown, blur: boolean): void;
}

export interface UseFormReturn<In extends FieldValues = FieldValues, _Context = unknown, Out = In> {
  control: Control<In>;
  readonly formState: FormState<In>;
  register(name: Path<In>, options?: { valueAsNumber?: boolean }): RegisteredProps;
  handleSubmit(
    onValid: (values: Out) => unknown,
    onInvalid?: (errors: FieldErrors<In>) => unknown,
  ): (event?: { preventDefault(): void }) => Promise<void>;
  getValues(): In;
  getValues<K extends keyof In & string>(name: K): In[K];
  setValue<K extends keyof In & string>(name: K, value: In[K], options?: { shouldValidate?: boolean }): void;
  setError(name: Path<In> | `root.${string}`, error: FieldError, options?: { shouldFocus?: boolean }): void;
  clearErrors(name?: Path<In> | `root.${string}`): void;
  /** Checks one field (all without a name) and shows or clears its message; true when valid. */
  trigger(name?: Path<In>): Promise<boolean>;
  /** New values and defaults; errors, touched fields and the submit state start afresh. */
  reset(values?: DefaultValues<In>): void;
  setFocus(name: Path<In>): void;
}

/** The value at a dotted path. */
export function get(object: unknown, path: string): unknown {
  let value = object;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function set(object: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = object;
  for (const key of keys) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[last] = value;
}

const clone = <T,>(value: T): T => structuredClone(value);

function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length && keysA.every((key) => equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const isInput = (target: unknown): target is Input =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** The field's value as its inputs hold it: radios their checked value, a checkbox a boolean. */
function readInputs(entry: Entry): unknown {
  const inputs = entry.inputs;
  const first = inputs[0];
  if (!first || inputs.every((input) => input.disabled)) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (inputs as HTMLInputElement[]).find((input) => input.checked && !input.disabled)?.value ?? null;
  }
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    if (inputs.length > 1)
      return (inputs as HTMLInputElement[]).filter((input) => input.checked && !input.disabled).map((input) => input.value);
    return first.checked ? (first.hasAttribute('value') && first.value !== '' ? first.value : true) : false;
  }
  if (entry.valueAsNumber) return first.value === '' ? NaN : +first.value;
  return first.value;
}

/**
 * Whether the input holds something other than its HTML said: a shopper changed it before the
 * page's scripts ran (the server's form works as HTML meanwhile). False for an input the browser
 * made anew, which holds its HTML's value.
 */
function changedSinceHtml(input: HTMLElement): boolean {
  if (input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox'))
    return input.checked !== input.defaultChecked;
  if (input instanceof HTMLSelectElement) return [...input.options].some((option) => option.selected !== option.defaultSelected);
  if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) return input.value !== input.defaultValue;
  return false;
}

function writeInputs(entry: Entry, value: unknown): void {
  for (const input of entry.inputs) {
    if (input instanceof HTMLInputElement && input.type === 'radio') input.checked = input.value === value;
    else if (input instanceof HTMLInputElement && input.type === 'checkbox') {
      input.checked = entry.inputs.length > 1 ? Array.isArray(value) && value.includes(input.value) : !!value;
    } else input.value = value === null || value === undefined ? '' : String(value);
  }
}

/**
 * A form's state checked by a valibot schema. A field is checked when the shopper leaves it and,
 * once left, with every change; after a submit with every change only. A submit checks all
 * fields, puts the first message's field in focus, and hands the schema's output to `onValid`.
 */
export function createForm<In extends FieldValues, Out>(
  schema: v.GenericSchema<In, Out>,
  defaultValues: DefaultValues<In>,
  locale: string,
): UseFormReturn<In, unknown, Out> {
  let defaults = clone(defaultValues) as In;
  let values = clone(defaultValues) as In;
  const errors = new Map<string, FieldError>();
  const touched = new Set<string>();
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let dirty = false;
  let submitted = false;
  let submitting = false;
  let submitCount = 0;
  let stateVersion = 0;
  let state: FormState<In> | undefined;

  const notify = (stateChanged: boolean) => {
    if (stateChanged) {
      stateVersion++;
      state = undefined;
    }
    for (const listener of [...listeners]) listener();
  };

  const entry = (name: string): Entry => {
    let found = entries.get(name);
    if (!found) entries.set(name, (found = { inputs: [] }));
    return found;
  };

  /** Runs the schema: the first message of each field, and the output when there is none. */
  const check = (): { found: Map<string, FieldError>; output?: Out } => {
    // The rules write their messages in the shop's language (src/ui/form/rules.ts).
    const result = v.safeParse(schema, values, { abortPipeEarly: true, lang: locale });
    const found = new Map<string, FieldError>();
    if (result.success) return { found, output: result.output };
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      if (!found.has(path)) found.set(path, { message: issue.message, type: issue.type });
    }
    return { found };
  };

  const checkField = (name: string): boolean => {
    const error = check().found.get(name);
    if (error) errors.set(name, error);
    else errors.delete(name);
    notify(true);
    return !error;
  };

  const focusFirstError = () => {
    for (const [name, { inputs, focusTarget }] of entries) {
      // Fields not on the screen (none of their inputs mounted) are passed over.
      const target = focusTarget ?? inputs[0];
      if (!errors.has(name) || !target) continue;
      target.focus();
      return;
    }
  };

  const control: Control<In> = {
    form: undefined as unknown as UseFormReturn<In, unknown, unknown>,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => stateVersion,
    value: (name) => get(values, name),
    entry,
    change(name, value, blur) {
      set(values, name, value);
      const wasDirty = dirty;
      if (!blur) dirty = !equal(values, defaults);
      const wasTouched = touched.has(name);
      if (blur) touched.add(name);
      const skip = submitted ? blur : !(wasTouched || blur);
      if (skip) notify(dirty !== wasDirty || touched.has(name) !== wasTouched);
      else checkField(name);
    },
  };

  const errorsObject = (): FieldErrors<In> => {
    const nested: Record<string, unknown> = {};
    for (const [name, error] of errors) set(nested, name, { ...error });
    return nested;
  };

  const form: UseFormReturn<In, unknown, Out> = {
    control,
    get formState() {
      return (state ??= {
        errors: errorsObject(),
        isDirty: dirty,
        isSubmitted: submitted,
        isSubmitting: submitting,
        submitCount,
      });
    },
    register(name, options) {
      const field = entry(name);
      field.valueAsNumber = options?.valueAsNumber;
      const onEvent = (blur: boolean) => (event: { target: unknown }) => {
        control.change(name, isInput(event.target) ? readInputs(field) : get(values, name), blur);
      };
      return (field.props ??= {
        name,
        onChange: onEvent(false),
        onBlur: onEvent(true),
        ref(element) {
          if (!isInput(element)) return undefined;
          field.inputs.push(element);
          // A value the form has goes into the input; a field without one takes the input's, and so
          // does a field whose input the shopper changed before hydration (nothing typed is lost).
          const value = get(values, name);
          if (value === undefined || changedSinceHtml(element)) set(values, name, readInputs(field));
          else writeInputs(field, value);
          return () => {
            field.inputs = field.inputs.filter((input) => input !== element);
          };
        },
      });
    },
    handleSubmit(onValid, onInvalid) {
      return async (event) => {
        event?.preventDefault();
        submitting = true;
        const { found, output } = check();
        // The schema's messages replace all others, the form's own message too.
        errors.clear();
        for (const [name, error] of found) errors.set(name, error);
        notify(true);
        let failure: unknown;
        let failed = false;
        if (errors.size === 0) {
          try {
            await onValid(output as Out);
          } catch (error) {
            failure = error;
            failed = true;
          }
        } else {
          await onInvalid?.(errorsObject());
          focusFirstError();
          setTimeout(focusFirstError);
        }
        submitted = true;
        submitting = false;
        submitCount++;
        notify(true);
        if (failed) throw failure;
      };
    },
    getValues: ((name?: string) => (name === undefined ? { ...values } : get(values, name))) as UseFormReturn<
      In,
      unknown,
      Out
    >['getValues'],
    setValue(name, value, options) {
      set(values, name, value);
      writeInputs(entry(name), value);
      if (options?.shouldValidate) checkField(name);
      else notify(false);
    },
    setError(name, error, options) {
      errors.set(name, { ...error });
      notify(true);
      if (options?.shouldFocus) {
        const field = entries.get(name);
        (field?.focusTarget ?? field?.inputs[0])?.focus();
      }
    },
    clearErrors(name) {
      if (name === undefined) errors.clear();
      else for (const key of [...errors.keys()]) if (key === name || key.startsWith(`${name}.`)) errors.delete(key);
      notify(true);
    },
    trigger(name) {
      if (name !== undefined) return Promise.resolve(checkField(name));
      const { found } = check();
      errors.clear();
      for (const [key, error] of found) errors.set(key, error);
      notify(true);
      return Promise.resolve(found.size === 0);
    },
    reset(next) {
      if (next !== undefined) defaults = clone(next) as In;
      values = clone(defaults);
      for (const [name, field] of entries) {
        if (field.inputs.length === 0) continue;
        const value = get(values, name);
        if (value === undefined) set(values, name, readInputs(field));
        else writeInputs(field, value);
      }
      errors.clear();
      touched.clear();
      dirty = false;
      submitted = false;
      submitCount = 0;
      notify(true);
    },
    setFocus(name) {
      const field = entries.get(name);
      (field?.focusTarget ?? field?.inputs[0])?.focus();
    },
  };
  control.form = form as UseFormReturn<In, unknown, unknown>;
  return form;
}

/** The form made once for a component (the defaults of its first render), in the shop's language. */
export function useForm<In extends FieldValues, Out>(schema: v.GenericSchema<In, Out>, defaultValues: DefaultValues<In>) {
  const { locale } = usePageContext().shop;
  const [form] = useState(() => createForm(schema, defaultValues, locale));
  return form;
}

const FormContext = createContext<UseFormReturn | null>(null);

/** Gives the form to the fields inside (useFormContext, useFormState, useController). */
export function FormProvider({ children, control }: { children: ReactNode; control: { form: object } }) {
  return <FormContext value={control.form as UseFormReturn}>{children}</FormContext>;
}

export function useFormContext<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  const form = use(FormContext);
  if (!form) throw new Error('useFormContext: no FormProvider above');
  return form as unknown as UseFormReturn<T>;
}

/** The form state; renders again when it changes (not with every typed letter). */
export function useFormState<T extends FieldValues = FieldValues>(_options?: { name?: string }): FormState<T> {
  const form = useFormContext<T>();
  useSyncExternalStore(form.control.subscribe, form.control.version, form.control.version);
  return form.formState;
}

/** A field's value; renders again when it changes. */
export function useWatch<T extends FieldValues, K extends keyof T & string>({ control, name }: { control: Control<T>; name: K }): T[K] {
  const value = () => control.value(name) as T[K];
  return useSyncExternalStore(control.subscribe, value, value);
}

/** A field whose value the component holds (several inputs for one value, a list of choices). */
export function useController({ name }: { name: string }) {
  const { control, register } = useFormContext();
  register(name);
  const value = useSyncExternalStore(
    control.subscribe,
    () => control.value(name),
    () => control.value(name),
  );
  const field = control.entry(name);
  return {
    field: {
      name,
      value,
      onChange: (next: unknown) => control.change(name, next, false),
      onBlur: () => control.change(name, control.value(name), true),
      ref: (element: { focus(): void } | null) => {
        field.focusTarget = element;
      },
    },
  };
}
