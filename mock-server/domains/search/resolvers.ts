import type { QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { searchField } from './search-field.ts';
import { smartSuggestion } from './smart.ts';
import { suggestion } from './suggestion.ts';

// Locale is accepted but the mock only speaks de-DE.
export const Query = {
  suggestion: (_, { input }) => suggestion(input.term),
  smartSuggestion: (_, { term }) => smartSuggestion(term),
  searchField: (_, { input }) => searchField(input.term),
} satisfies QueryResolvers;

export const resolvers: Resolvers = { Query };
