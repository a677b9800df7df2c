// Vite plugin + code-splitting group that know React Router's route tree (decision 025).
//
// Rolldown splits shared code by which entries reach a module. Every route module is an entry, and rolldown does
// not know that every public page also loads the root and the public layout: a module the layout and five pages
// import became a chunk of its own. A public page loaded 13-24 scripts, many of a few hundred bytes, each
// compressed on its own: small files compress badly (one page's code took 33 KB as 14 files, 26.6 KB as one).
// And path-based groups ("every lucide icon", "app/lib modules shared by 6 entries") gave every page code that
// only other pages, or the staff area, run.
//
// Here each module gets the routes whose static imports reach it, and one group follows the page: "shell" holds
// the root, the public layout, what they reach, and what at least SHARED_BY public pages reach. Every public page
// loads it; a page that does not run some of the shared part pays a few KB for one file instead of several. The
// rest (code of one page, code a few pages share, staff screens) is left to rolldown.
import type { Plugin } from "vite";

/** Route modules are the client build's entries (with `?__react-router-build-client-route` and split parts). */
const ROUTE_MODULE = /[\\/]app[\\/](root\.tsx|routes[\\/].+\.tsx?)(\?|$)/;
const SHELL_ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/]layout\.tsx)(\?|$)/;
/** Routes a visitor (not staff) opens. */
const PUBLIC_ROUTE = /[\\/]app[\\/]routes[\\/](site|leads)[\\/]/;
/** A module this many public pages reach goes with the shell (measured: 5, 8 and 12; 8 gave the lightest pages). */
const SHARED_BY = 8;

interface RouteReach {
  /** Reached by the root or the public layout: on every public page. */
  shell: boolean;
  /** Public page routes (their files, without query) whose static imports reach the module. */
  publicRoutes: Set<string>;
}

const reach = new Map<string, RouteReach>();

export function routeChunks(): Plugin {
  return {
    name: "route-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      reach.clear();
      const ids = [...this.getModuleIds()];
      for (const id of ids) reach.set(id, { shell: false, publicRoutes: new Set() });
      for (const entry of ids) {
        if (!ROUTE_MODULE.test(entry)) continue;
        const shell = SHELL_ROUTE.test(entry);
        if (!shell && !PUBLIC_ROUTE.test(entry)) continue;
        const file = entry.replace(/\?.*$/, "");
        // Static imports only: a dynamic import loads on demand, in a chunk of its own.
        const seen = new Set<string>([entry]);
        const queue = [entry];
        while (queue.length > 0) {
          const id = queue.pop()!;
          const info = reach.get(id);
          if (info && shell) info.shell = true;
          else if (info) info.publicRoutes.add(file);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
      }
    },
  };
}

/**
 * The shell group. Libraries keep their own groups (the framework) or chunks (lazily loaded ones), lucide's
 * icon helpers excepted; page routes stay entries of their own.
 */
export const shellChunkGroup = {
  name: "shell",
  test: (id: string) => {
    if (/node_modules/.test(id) && !/node_modules[\\/]lucide-react[\\/]/.test(id)) return false;
    if (ROUTE_MODULE.test(id) && !SHELL_ROUTE.test(id)) return false;
    const info = reach.get(id);
    return info !== undefined && (info.shell || info.publicRoutes.size >= SHARED_BY);
  },
  priority: 10,
};
