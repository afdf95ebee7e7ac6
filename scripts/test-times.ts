import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test suite's time budget made visible (docs/testing.md): each file's wall time, written after every run
 * and printed as a table with the total, and the longest files started first so no worker is left alone at the
 * end with a long file. Never a timed test: a slow machine makes the table longer, not the suite red.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** This machine's last times for each file (merged, so one file's run updates only its own line). */
export const LATEST_TIMES = join(ROOT, 'bench', 'results', 'test-times.json');
/** The times kept in the repository, for a clean clone (CI keeps no cache): `npm run test:keep-times`. */
export const KEPT_TIMES = join(ROOT, 'tests', 'file-times.json');

type Times = Record<string, number>;

const keyOf = (project: string, moduleId: string) => `${project}:${relative(ROOT, moduleId)}`;

function readTimes(path: string): Times {
  if (!existsSync(path)) return {};
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { files?: Times }).files ?? {};
  } catch {
    return {};
  }
}

/** The longest files first, by this machine's last times or else the kept ones; files never timed go first. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = { ...readTimes(KEPT_TIMES), ...readTimes(LATEST_TIMES) };
    const time = (spec: TestSpecification) => times[keyOf(spec.project.name, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const byTime = time(b) - time(a);
      return Number.isNaN(byTime) ? 0 : byTime;
    });
  }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Records each file's wall time (import, hooks and tests) and prints the longest with the run's total. */
export class FileTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly times: Times = {};
  private runStarted = performance.now();

  onTestRunStart(): void {
    this.runStarted = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const started = this.started.get(module.id);
    if (started !== undefined) this.times[keyOf(module.project.name, module.moduleId)] = seconds(performance.now() - started);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const entries = Object.entries(this.times).sort(([, a], [, b]) => b - a);
    if (entries.length === 0) return;
    const states = modules.flatMap((module) => [...module.children.allTests()].map((test) => test.result().state));
    const count = (state: string) => states.filter((each) => each === state).length;
    const total = seconds(performance.now() - this.runStarted);
    mkdirSync(dirname(LATEST_TIMES), { recursive: true });
    writeFileSync(LATEST_TIMES, `${JSON.stringify({ total, files: sortedTimes({ ...readTimes(LATEST_TIMES), ...this.times }) }, null, 2)}\n`);
    const lines = entries.slice(0, 15).map(([file, time]) => `  ${time.toFixed(1).padStart(7)} s  ${file}`);
    console.log(`\nThe longest test files (all ${entries.length} in ${relative(ROOT, LATEST_TIMES)}):\n${lines.join('\n')}\n  ${total.toFixed(1).padStart(7)} s  this run, from the first file to the last\n`);
    // The plain closing line any reader of a run's log understands.
    console.log(`${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  }
}

const sortedTimes = (times: Times): Times => Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));

// `npm run test:keep-times`: this machine's last times become the kept ones (after adding or changing files).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'keep') {
  const existing = Object.entries(readTimes(LATEST_TIMES)).filter(([key]) => existsSync(join(ROOT, key.slice(key.indexOf(':') + 1))));
  writeFileSync(KEPT_TIMES, `${JSON.stringify({ files: sortedTimes(Object.fromEntries(existing)) }, null, 2)}\n`);
  console.log(`kept ${Object.keys(readTimes(KEPT_TIMES)).length} files' times in ${relative(ROOT, KEPT_TIMES)}`);
}
