import type { NewsletterUpdateDataMutation as MutationType } from './__generated__/NewsletterUpdateDataMutation.graphql.ts';
import { NewsletterUpdateDataMutation } from './NewsletterUpdateDataMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useUpdateDataMutation = () => usePromiseMutation<MutationType>(NewsletterUpdateDataMutation)[0];
