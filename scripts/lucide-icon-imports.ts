// Vite plugin: in the client build, `import { Menu, X } from "lucide-react"` becomes the icons themselves, made
// where they are used: `const Menu = createLucideIcon({ name: "menu", ... })` with the icon's drawing copied from
// lucide's own file (decision 025). An icon is a stateless component of 100-300 bytes: as a module of its own it
// became a chunk of its own wherever two pages share it (a page loaded up to 14 such files, each too small to
// compress), or it was grouped with icons the page does not show. A copy in each module that draws it compresses to
// almost nothing next to the other copies in the same chunk. It also keeps the package's index, which reaches every
// icon, out of the module graph that scripts/route-chunks.ts reads.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Icon export name → file name under lucide-react/icons, read off the package's index. */
function iconFiles(pkg: string): Map<string, string> {
  const index = readFileSync(path.join(pkg, "dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g)) {
    const [, names = "", file = ""] = match;
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/** The icon's data object, as its file declares it, or undefined for a file that only re-exports another icon. */
function iconData(dir: string, file: string): string | undefined {
  const source = readFileSync(path.join(dir, "dist/esm/icons", `${file}.mjs`), "utf8");
  return /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
}

export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("lucide-react/package.json"));
  return {
    name: "lucide-icon-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: "lucide-react" },
      handler(code) {
        files ??= iconFiles(dir);
        let changed = false;
        let made = false;
        const out = code.replace(IMPORT, (statement, list: string) => {
          const icons: string[] = [];
          const rest: string[] = [];
          for (const raw of list.split(",")) {
            const specifier = raw.trim();
            if (!specifier) continue;
            const [imported = specifier, local = imported] = specifier.split(/\s+as\s+/);
            const file = files!.get(imported);
            const data = file && iconData(dir, file);
            if (data) icons.push(`const ${local} = /* @__PURE__ */ __createLucideIcon(${data});`);
            else if (file) icons.push(`import ${local} from "lucide-react/icons/${file}";`);
            else rest.push(specifier);
          }
          if (icons.length === 0) return statement;
          changed = true;
          made ||= icons.some((line) => line.startsWith("const"));
          return [...icons, ...(rest.length > 0 ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [])].join(
            "\n",
          );
        });
        if (!changed) return undefined;
        const header = made ? `import __createLucideIcon from "lucide-react/dist/esm/createLucideIcon.mjs";\n` : "";
        return { code: header + out, map: null };
      },
    },
  };
}
