// https://vike.dev/route — search results: /search?q={term} (or searchTerm), with the listing's parameters.
export default '/search';
