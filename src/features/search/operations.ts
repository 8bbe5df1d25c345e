// The search's GraphQL operations, the suggestions' rendering and the search itself in one lazy
// chunk: the header's field is on every page, but suggestions, the lookup and its tracking are
// needed only once the field is used (its focus starts the download).
export { SearchSuggestionsQuery } from './SearchSuggestionsQuery.ts';
export { SmartSuggestionsQuery } from './SmartSuggestionsQuery.ts';
export { SuggestionGroups } from './SuggestionGroups.tsx';
export { runSearch } from './runSearch.ts';
