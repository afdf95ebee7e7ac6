/**
 * The code's boundaries as one lint rule (docs/decisions/010-feature-boundaries.md). Every import,
 * re-export and dynamic import is resolved to a file (the `@/` alias or a relative path) and checked:
 * - a feature reaches another feature only through its entry (`index.ts`, `admin.ts`);
 * - shared code (`src/components`, `src/lib`, `src/config`, `src/catalogue`) imports no feature and no `src/app`;
 * - only `src/features/<f>/api/` imports the Supabase client (type-only imports carry no client);
 * - a test outside `src/app` imports nothing from `src/app`;
 * - public screens and a feature's public entry never import an `admin.ts` entry.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Rule } from 'eslint';
import type * as ESTree from 'estree';

type Options = {
  /** The project root the paths below are relative to. */
  root: string;
  /** Files besides `src/features/<f>/api/**` that may import the Supabase client, each with a reason in the config. */
  supabaseClientAllowed?: string[];
};

/** The Supabase client packages and the app's two clients (the full one and the public pages' light one). */
const SUPABASE_PACKAGES = new Set(['@supabase/supabase-js', '@supabase/postgrest-js', '@supabase/functions-js']);
const SUPABASE_CLIENTS = new Set(['src/lib/supabase', 'src/lib/public-api', 'src/lib/public-clients']);
const SHARED = /^src\/(components|lib|config|catalogue)\//;
const FEATURE = /^src\/features\/([^/]+)(?:\/(.*))?$/;
const API = /^src\/features\/[^/]+\/api\//;
const ENTRY = /^(index|admin)(\.tsx?)?$/;
const PUBLIC_CODE = /^src\/app\/(routes\/public\/|layouts\/PublicLayout\.tsx$)|^src\/features\/[^/]+\/index\.tsx?$/;

const toPosix = (path: string) => path.split(sep).join('/');
const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, '');

function isTest(file: string): boolean {
  return /(^|\/)__tests__\//.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith('tests/') || file.startsWith('src/testing/');
}

/** The imported module as a root-relative path without extension, or null for a package. */
function resolveImport(specifier: string, file: string, root: string): string | null {
  if (specifier.startsWith('@/')) return withoutExtension(toPosix(join('src', specifier.slice(2))));
  if (specifier.startsWith('.')) return withoutExtension(toPosix(relative(root, resolve(root, dirname(file), specifier))));
  return null;
}

/** Feature name and the path inside it ('' for the folder itself), or null outside features. */
function featureOf(path: string): { name: string; inner: string } | null {
  const match = FEATURE.exec(path);
  return match ? { name: match[1], inner: match[2] ?? '' } : null;
}

type Check = { file: string; specifier: string; target: string | null; typeOnly: boolean; options: Options };

function boundaryError({ file, specifier, target, typeOnly, options }: Check): string | null {
  const targetFeature = target ? featureOf(target) : null;
  const ownFeature = featureOf(file);
  const importsClient = !typeOnly && (SUPABASE_PACKAGES.has(specifier) || (target !== null && SUPABASE_CLIENTS.has(target)));
  const mayImportClient = !file.startsWith('src/') || isTest(file) || API.test(file) || (options.supabaseClientAllowed ?? []).includes(file);
  if (importsClient && !mayImportClient) return 'supabaseOutsideApi';
  if (!target) return null;
  if (target.startsWith('src/app/') && isTest(file) && !file.startsWith('src/app/')) return 'testImportsApp';
  if (SHARED.test(file) && (targetFeature || target.startsWith('src/app/'))) return 'sharedImportsFeature';
  // tests/ checks the running app from outside and may read a feature's constant (e.g. a storage key).
  if (file.startsWith('src/') && targetFeature && ownFeature?.name !== targetFeature.name && targetFeature.inner !== '' && !ENTRY.test(targetFeature.inner)) {
    return 'featureInternals';
  }
  if (targetFeature && /^admin(\.tsx?)?$/.test(targetFeature.inner) && PUBLIC_CODE.test(file)) return 'publicImportsAdmin';
  return null;
}

function isTypeOnly(node: ESTree.Node): boolean {
  const declaration = node as { importKind?: string; exportKind?: string; specifiers?: { importKind?: string }[] };
  if (declaration.importKind === 'type' || declaration.exportKind === 'type') return true;
  const specifiers = declaration.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type');
}

export const boundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features, shared code, app and tests inside their boundaries (decision 010).' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, supabaseClientAllowed: { type: 'array', items: { type: 'string' } } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      featureInternals: "'{{specifier}}' is inside another feature: import its entry (index.ts, or admin.ts for back-office code).",
      sharedImportsFeature: "Shared code (components, lib, config, catalogue) must not import '{{specifier}}': a feature or src/app.",
      supabaseOutsideApi: "Only a feature's api/ imports the Supabase client ('{{specifier}}').",
      testImportsApp: "A test must not import '{{specifier}}' from src/app: test the feature's component instead.",
      publicImportsAdmin: "Public code must not import the back-office entry '{{specifier}}'.",
    },
  },
  create(context) {
    const options = context.options[0] as Options;
    const file = toPosix(relative(options.root, context.filename));
    function check(node: ESTree.Node, source: ESTree.Node | null | undefined) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = resolveImport(specifier, file, options.root);
      const messageId = boundaryError({ file, specifier, target, typeOnly: isTypeOnly(node), options });
      if (messageId) context.report({ node: source, messageId, data: { specifier } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
