// https://vike.dev/route — /p/{productId}
export default '/p/@id';
