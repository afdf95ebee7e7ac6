import { inject } from 'vitest';
import type { TestStack } from '../setup/global-setup';

/**
 * The stack (stand-in and built site) of the worker this test file runs in. Each worker has its own
 * (docs/decisions/041-one-stack-per-test-worker.md), so files running at the same time never see each
 * other's rows, statistics, rate limits or e-mails. VITEST_POOL_ID is the worker's slot, 1 to maxWorkers.
 */
export function stack(): TestStack {
  const stacks = inject('stacks');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(slot - 1) % stacks.length] as TestStack;
}

export const siteUrl = () => stack().siteUrl;
export const anonKey = () => stack().anonKey;
export const serviceRoleKey = () => stack().serviceRoleKey;
export const dbUrl = () => stack().dbUrl;
export const runDir = () => stack().runDir;
export const distDir = () => stack().distDir;
