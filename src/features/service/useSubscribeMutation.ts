import type { NewsletterSubscribeMutation as MutationType } from './__generated__/NewsletterSubscribeMutation.graphql.ts';
import { NewsletterSubscribeMutation } from './NewsletterSubscribeMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useSubscribeMutation = () => usePromiseMutation<MutationType>(NewsletterSubscribeMutation)[0];
