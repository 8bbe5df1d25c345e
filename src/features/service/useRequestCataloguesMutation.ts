import type { CatalogueOrderFormRequestMutation as MutationType } from './__generated__/CatalogueOrderFormRequestMutation.graphql.ts';
import { CatalogueOrderFormRequestMutation } from './CatalogueOrderFormRequestMutation.ts';
import { usePromiseMutation } from '../../relay/usePromiseMutation.ts';

/** Resolves with the answer, rejects with the API error. */
export const useRequestCataloguesMutation = () => usePromiseMutation<MutationType>(CatalogueOrderFormRequestMutation)[0];
