// https://vike.dev/route — the identifiers customer service asks for.
export default '/support';
