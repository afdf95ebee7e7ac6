import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint-rules/boundaries.ts';

export default tseslint.config(
  // Edge functions are Deno code, checked by Deno's own tooling. The lint fixtures break the rules on purpose.
  { ignores: ['dist', 'node_modules', '.local', 'bench/results', 'supabase/functions', 'coverage', 'eslint-rules/fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One validation library, and the smallest: zod's core alone outweighed the public forms' schemas in valibot (docs/decisions/037).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@hookform/resolvers/)?zod(/|$)',
              message: "valibot is the one validation library (docs/decisions/037): import * as v from 'valibot'; react-hook-form takes valibotResolver.",
            },
          ],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Links come from '@/components/Link': the router's own bring framework mode's prefetching to every page (docs/decisions/067).",
            },
          ],
        },
      ],
    },
  },
  {
    // The hooks' rules, the React Compiler's analysis among them, where React code lives: run on the tests, scripts and
    // the stand-in too, the analysis took two thirds of the lint's time and found nothing there to check.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The unit project shares one module registry across a worker's files (docs/decisions/069): a file that resets or
    // mocks modules leaves the next file a second, silent msw server. Such a file is named *.isolated.test.tsx.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['resetModules', 'mock', 'doMock', 'unmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Modules evaluated afresh belong in a *.isolated.test.tsx file (the unit project shares one module registry per worker).',
        })),
      ],
    },
  },
  {
    // Feature, shared-code, Supabase-client and test boundaries (docs/decisions/010-feature-boundaries.md).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': [
        'error',
        {
          root: import.meta.dirname,
          supabaseClientAllowed: [
            'src/lib/supabase.ts', // creates the full client (back office)
            'src/lib/public-api.ts', // hands out the public pages' light client
            'src/lib/public-clients.ts', // creates it (loaded by public-api.ts on first use)
            'src/app/layouts/DeferredWidgets.tsx', // preloads it when the browser idles (decision 037)
            'src/lib/realtime.ts', // the channel plumbing every api/ module's live-update hook shares
            'src/lib/staff-notices.ts', // asks notify-staff after a change any feature's api/ makes (decision 045)
            'src/lib/proof-files.ts', // links to the proofs bucket's files, for the jobs screens and the crew's pages (decision 086)
            'src/lib/staff-functions.ts', // the functions staff call that answer a sentence or an e-mail's outcome (decision 092)
          ],
        },
      ],
    },
  },
);
