// https://vike.dev/route — the state of returns (page type returns).
export default '/retourenstatus';
