import { BUDGET_PATHS, clientJsOf, JS_BUDGET_KIB } from './tests/bench/clientJs.ts';
const origin = process.argv[2] ?? 'http://localhost:3310';
for (const [type, path] of Object.entries(BUDGET_PATHS)) {
  const html = await (await fetch(origin + path)).text();
  const js = clientJsOf(html);
  console.log(type.padEnd(16), (js.gzip / 1024).toFixed(2), 'budget', JS_BUDGET_KIB[type as keyof typeof JS_BUDGET_KIB]);
}
