import { spawn } from 'node:child_process';

/**
 * `npm test`: the lint and the type check beside Vitest (docs/testing.md). Each of the two checks takes a core
 * for a while; one after the other before the tests, they were 45 s of a run in which the cores were free.
 * Their output is printed when each ends, so it never interleaves with Vitest's; any of the three failing fails
 * the run. Arguments go to Vitest (`npm test -- tests/e2e/sites.test.ts`).
 */

/** TypeScript 7's native compiler (docs/decisions/082), as `npm run typecheck` runs it. */
const TYPE_CHECKER = 'node_modules/typescript-native/bin/tsc';

type Outcome = { name: string; code: number; output: string };

function run(name: string, command: string, args: string[], { quiet }: { quiet: boolean }): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: false });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
}

const report = ({ name, code, output }: Outcome) => {
  const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
  console.log(`\n${name} ${verdict}${output.trim() ? `:\n${output.trimEnd()}` : ''}\n`);
};

const checks = [run('npm run lint', 'eslint', ['.'], { quiet: true }), run('npm run typecheck', process.execPath, [TYPE_CHECKER, '-b'], { quiet: true })];
for (const check of checks) void check.then(report);
const outcomes = await Promise.all([...checks, run('vitest', 'vitest', ['run', ...process.argv.slice(2)], { quiet: false })]);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (failed.length) {
  console.log(`npm test failed: ${failed.join(', ')}`);
  process.exit(1);
}
