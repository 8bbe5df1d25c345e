// https://vike.dev/route — /inspiration/{slug}; the slug may have several segments.
export default '/inspiration/*';
