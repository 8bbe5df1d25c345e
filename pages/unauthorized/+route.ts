// https://vike.dev/route — where pages that need a login send guests on to the login.
export default '/unauthorized';
