import { loadAllMessages } from '../src/i18n/load.ts';

// https://vike.dev/onCreateGlobalContext — the server's message catalogue, every language, before
// it renders its first page.
export async function onCreateGlobalContext() {
  await loadAllMessages();
}
