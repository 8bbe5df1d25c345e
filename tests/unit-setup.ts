// Unit tests: the message catalogue in every language, as the server has it (src/i18n/load.ts).
import { loadAllMessages } from '../src/i18n/load.ts';

await loadAllMessages();
