// https://vike.dev/route — the tracking opt-out names its provider: /tracking-opt-out/{provider}.
export default '/tracking-opt-out/@provider';
