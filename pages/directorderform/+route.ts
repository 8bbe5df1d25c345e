// https://vike.dev/route
export default '/directorderform';
