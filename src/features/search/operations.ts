// The search's GraphQL operations and the suggestions' rendering in one lazy chunk: the header's
// field is on every page, but suggestions, the lookup and its tracking are needed only once the
// field is used (its focus starts the download).
export { SearchFieldLookupQuery } from './SearchFieldLookupQuery.ts';
export { SearchFieldTrackSearchMutation } from './SearchFieldTrackSearchMutation.ts';
export { SearchSuggestionsQuery } from './SearchSuggestionsQuery.ts';
export { SmartSuggestionsQuery } from './SmartSuggestionsQuery.ts';
export { SuggestionGroups } from './SuggestionGroups.tsx';
