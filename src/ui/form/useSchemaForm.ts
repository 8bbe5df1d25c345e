import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * react-hook-form driven by a valibot schema: the values typed as the schema's input, the submit
 * handler gets its (trimmed, normalised) output.
 */
export function useSchemaForm<S extends v.GenericSchema<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<v.InferInput<S>>) {
  return useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({ resolver: valibotResolver(schema), defaultValues });
}
