// `npm test`: every stage CI runs, one after the other, stopping at the first failure, with the
// time each took, so a slow stage is seen the day it grows. One production build serves the
// contract tests that start the server and every e2e project.
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'check:gen', 'test:unit', 'build', 'test:contract', 'e2e'];
const only = process.argv.slice(2);
const stages = only.length > 0 ? STAGES.filter((stage) => only.includes(stage)) : STAGES;

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const times: Array<[string, number, boolean]> = [];

function minutes(ms: number) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function report() {
  console.log('\nStage times (min:s)');
  for (const [stage, ms, ok] of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(14)} ${minutes(ms)}`);
  console.log(`  total          ${minutes(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
}

for (const stage of stages) {
  console.log(`\n> ${stage}`);
  const started = performance.now();
  // npm_execpath is npm's own CLI script, run by whichever node runs this file.
  const [command, ...args] = npm;
  const result = spawnSync(command!, [...args, 'run', '--silent', stage], { stdio: 'inherit' });
  const ok = result.status === 0;
  times.push([stage, performance.now() - started, ok]);
  if (!ok) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
