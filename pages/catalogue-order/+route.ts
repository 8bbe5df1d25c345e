// https://vike.dev/route — ordering free printed catalogues.
export default '/katalog-bestellen';
