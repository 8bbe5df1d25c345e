import type { ContactFormSubmitMutation as MutationType } from './__generated__/ContactFormSubmitMutation.graphql.ts';
import { ContactFormSubmitMutation } from './ContactFormSubmitMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useSubmitContactMutation = () => usePromiseMutation<MutationType>(ContactFormSubmitMutation)[0];
