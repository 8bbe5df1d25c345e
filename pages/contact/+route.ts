// https://vike.dev/route — the contact form.
export default '/contact';
