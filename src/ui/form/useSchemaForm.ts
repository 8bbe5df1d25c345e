import type * as v from 'valibot';
import { useForm, type DefaultValues, type FieldValues } from './formControl.tsx';

/**
 * A form driven by a valibot schema: the values typed as the schema's input, the submit handler
 * gets its (trimmed, normalised) output. A field is checked when the shopper leaves it, so a wrong
 * entry shows before the form is sent, and from then on with every change, so a corrected entry
 * loses its message at once; a field never visited waits for the submit. After the first submit
 * every change is checked and leaving a field checks nothing more.
 */
export function useSchemaForm<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<v.InferInput<S>>,
) {
  return useForm<v.InferInput<S>, v.InferOutput<S>>(schema as v.GenericSchema<v.InferInput<S>, v.InferOutput<S>>, defaultValues);
}
