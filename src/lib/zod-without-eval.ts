/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows eval. The
 * production Content-Security-Policy does not (docs/decisions/018-security-headers-csp.md), and Zod's probe
 * for it is itself reported as a violation, so the app tells Zod not to try. The setting is read when a
 * schema is built: src/main.tsx imports this module before anything else.
 *
 * This is `z.config({ jitless: true })` written to the global object Zod keeps its configuration in
 * (`globalThis.__zod_globalConfig`), because importing Zod's `config` would move ~3 KB gzipped of Zod
 * into the entry chunk of every page. src/lib/__tests__/zod-without-eval.test.ts checks that Zod reads it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
