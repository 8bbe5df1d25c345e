import type { NewsletterActivateMutation as MutationType } from './__generated__/NewsletterActivateMutation.graphql.ts';
import { NewsletterActivateMutation } from './NewsletterActivateMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useActivateMutation = () => usePromiseMutation<MutationType>(NewsletterActivateMutation)[0];
