import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the production bundle is made of, captured while it is built: each chunk's modules, imports and
 * CSS, and which modules are admin code and photo code.
 *
 * Admin code = every module reachable (by static or dynamic import) from the admin route modules the
 * router lazy-loads (src/app/routes/admin/*, src/app/layouts/AdminShell, the admin route table), and NOT reachable from the
 * app's entries without passing through one of those admin route imports. A chunk that holds any such
 * module is an admin chunk; a public page that downloads one loads admin code.
 *
 * Photo code = likewise, what only the crew pages' photo runtime reaches (src/features/crew/photo-runtime.ts: EXIF,
 * shrinking, the IndexedDB queue, the uploader; docs/decisions/057). A job's page must be interactive without it.
 */

export interface ChunkInfo {
  modules: string[];
  /** Chunks this one imports statically (they load with it). */
  imports: string[];
  dynamicImports: string[];
  css: string[];
  isEntry: boolean;
  /** The module a dynamic import() of this chunk stands for. */
  facade: string | null;
}

export interface ChunkGraph {
  chunks: Record<string, ChunkInfo>;
  /** The route modules the router lazy-loads. */
  routeModules: string[];
  adminRouteModules: string[];
  adminModules: string[];
  adminChunks: string[];
  photoModules: string[];
  photoChunks: string[];
}

const ADMIN_ROUTE_MODULE = /^src\/app\/(routes\/admin\/|layouts\/AdminShell\.|admin-routes\.)/;
/**
 * The modules that lazy-load route screens: the router, the admin route table it adds on the way to /admin,
 * the route helper that loads the query cache with the screens that read data, the router's crew routes, and the
 * crew entry's loader of a job's page (src/app/crew-app.tsx has no router; docs/decisions/057).
 */
const ROUTER_MODULES = ['src/app/router.tsx', 'src/app/admin-routes.tsx', 'src/app/page-route.ts', 'src/app/crew-routes.tsx', 'src/features/crew/pages.ts'];
const PHOTO_RUNTIME_MODULE = 'src/features/crew/photo-runtime.ts';

interface ModuleEdges {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Every module reachable from `roots`, never entering `barrier` modules. */
function reachable(roots: string[], edges: (id: string) => ModuleEdges | null, barrier: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => !barrier.has(id));
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = edges(id);
    if (!info) continue;
    for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) if (!seen.has(next) && !barrier.has(next)) queue.push(next);
  }
  return seen;
}

/** The modules `doors` reach that the entries reach only through one of them, sorted. */
function behind(doors: string[], entries: string[], edges: (id: string) => ModuleEdges | null): string[] {
  const elsewhere = reachable(entries, edges, new Set(doors));
  return [...reachable(doors, edges)].filter((id) => !elsewhere.has(id)).sort();
}

/** A Vite build plugin that hands the bundle's chunk graph to `onGraph` once the bundle is generated. */
export function chunkGraph(root: string, onGraph: (graph: ChunkGraph) => void): Plugin {
  const name = (id: string) => (id.startsWith('\0') ? id : relative(root, id).split('\\').join('/'));
  return {
    name: 'bench-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const idByName = new Map<string, string>();
      for (const id of this.getModuleIds()) idByName.set(name(id), id);
      const edges = (moduleName: string): ModuleEdges | null => {
        const info = this.getModuleInfo(idByName.get(moduleName) ?? moduleName);
        return info && { importedIds: info.importedIds.map(name), dynamicallyImportedIds: info.dynamicallyImportedIds.map(name) };
      };

      const routeModules = [...new Set(ROUTER_MODULES.flatMap((router) => edges(router)?.dynamicallyImportedIds ?? []))];
      const adminRouteModules = routeModules.filter((id) => ADMIN_ROUTE_MODULE.test(id));
      const entries = [...idByName.keys()].filter((moduleName) => this.getModuleInfo(idByName.get(moduleName) as string)?.isEntry);
      const adminModules = behind(adminRouteModules, entries, edges);
      const photoModules = idByName.has(PHOTO_RUNTIME_MODULE) ? behind([PHOTO_RUNTIME_MODULE], entries, edges) : [];

      const chunks: Record<string, ChunkInfo> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const metadata = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks[output.fileName] = {
          modules: output.moduleIds.map(name),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(metadata?.importedCss ?? [])],
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? name(output.facadeModuleId) : null,
        };
      }
      const holding = (modules: string[]) => {
        const wanted = new Set(modules);
        return Object.keys(chunks).filter((file) => chunks[file].modules.some((id) => wanted.has(id)));
      };
      onGraph({ chunks, routeModules, adminRouteModules, adminModules, adminChunks: holding(adminModules), photoModules, photoChunks: holding(photoModules) });
    },
  };
}

/** The chunks a page needs before it can run: the entry and the route modules it fetched, with their static imports. */
export function staticClosure(graph: ChunkGraph, files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || !graph.chunks[file]) continue;
    seen.add(file);
    queue.push(...graph.chunks[file].imports);
  }
  return seen;
}
