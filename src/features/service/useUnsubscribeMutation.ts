import type { NewsletterUnsubscribeMutation as MutationType } from './__generated__/NewsletterUnsubscribeMutation.graphql.ts';
import { NewsletterUnsubscribeMutation } from './NewsletterUnsubscribeMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useUnsubscribeMutation = () => usePromiseMutation<MutationType>(NewsletterUnsubscribeMutation)[0];
