// https://vike.dev/route
export default '/checkout';
