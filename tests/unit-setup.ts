// Unit tests: the message catalogue in every language, as the server has it (src/i18n/load.ts),
// and the server's own answers (src/server/texts.ts).
import { LANGUAGES } from '../src/i18n/languages.ts';
import { loadAllMessages } from '../src/i18n/load.ts';
import { loadServerTexts } from '../src/server/texts.ts';

await Promise.all([loadAllMessages(), ...LANGUAGES.map(loadServerTexts)]);
