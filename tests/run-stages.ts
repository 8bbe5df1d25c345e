// `npm test`: every stage CI runs, stopping at the first failure, with the time each took, so a
// slow stage is seen the day it grows. One production build serves the contract tests that start
// the server and every e2e project.
//
// Typecheck and lint read the tree and write nothing, each on one core: they run side by side,
// after check:gen (which rewrites the generated files, identical when they are current, so a
// typecheck reading them at that moment could see half a file). Their output is printed whole when
// each ends, so the two never interleave.
import { spawn } from 'node:child_process';

const STAGES: string[][] = [['check:gen'], ['typecheck', 'lint'], ['test:unit'], ['build'], ['test:contract'], ['e2e']];
const only = process.argv.slice(2);
const groups = only.length > 0 ? STAGES.map((group) => group.filter((stage) => only.includes(stage))).filter((g) => g.length) : STAGES;

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const times: Array<[string, number, boolean]> = [];

function minutes(ms: number) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function report(total: number) {
  console.log('\nStage times (min:s; stages on one line of the list ran side by side)');
  for (const [stage, ms, ok] of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(14)} ${minutes(ms)}`);
  console.log(`  total          ${minutes(total)}`);
}

/** Runs one npm script; alone it writes straight to the terminal, beside others its output is kept until it ends. */
function run(stage: string, alone: boolean): Promise<boolean> {
  const started = performance.now();
  // npm_execpath is npm's own CLI script, run by whichever node runs this file.
  const [command, ...args] = npm;
  const child = spawn(command!, [...args, 'run', '--silent', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      times.push([stage, performance.now() - started, ok]);
      if (!alone) process.stdout.write(`\n> ${stage} (${ok ? 'passed' : 'failed'})\n${Buffer.concat(output).toString()}`);
      resolve(ok);
    });
  });
}

const startedAll = performance.now();
for (const group of groups) {
  if (group.length === 1) console.log(`\n> ${group[0]}`);
  else console.log(`\n> ${group.join(' and ')}, side by side`);
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  if (results.includes(false)) {
    report(performance.now() - startedAll);
    process.exit(1);
  }
}
report(performance.now() - startedAll);
