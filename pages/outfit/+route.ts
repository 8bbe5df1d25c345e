// https://vike.dev/route — /outfit/{slug}; the slug may have several segments.
export default '/outfit/*';
