// https://vike.dev/route — /content/{slug}; the slug may have several segments.
export default '/content/*';
