// https://vike.dev/route
export default '/thanks';
