import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { PAGES_DIR, pageSheets, routeSheets, staleSheets } from "./page-stylesheets.mjs";

const app = path.resolve(import.meta.dirname, "../app");

describe("page stylesheets (decision 026)", () => {
  it("are up to date with the routes and their imports: run node scripts/page-stylesheets.mjs after a change", () => {
    expect(staleSheets()).toEqual([]);
  });

  it("give every public route module a sheet that it links", () => {
    for (const [module, { name }] of routeSheets() as Map<string, { name: string }>) {
      const source = readFileSync(path.join(app, module), "utf8");
      expect(source, module).toContain(`~/styles/pages/${name}.css?url`);
    }
  });

  it("scan the shell and the page's own components, never the staff screens", () => {
    const sheets = pageSheets() as Map<string, { files: string[] }>;
    const pools = sheets.get("pools")?.files ?? [];
    expect(pools).toEqual(
      expect.arrayContaining([
        "root.tsx",
        "routes/site/layout.tsx",
        "components/site-header.tsx",
        "routes/site/pools.tsx",
        "components/catalogue/catalogue-results.tsx",
      ]),
    );
    expect(pools).not.toContain("routes/site/home.tsx");
    for (const [name, { files }] of sheets) {
      expect(
        files.filter((file) => file.startsWith("components/admin/") || file.startsWith("routes/admin/")),
        name,
      ).toEqual([]);
    }
    expect(readFileSync(path.join(PAGES_DIR, "pools.css"), "utf8")).toContain('@import "../page-base.css";');
  });

  it("carry the utilities of the icons their files name, content modules included (decision 027)", () => {
    const sheets = pageSheets() as Map<string, { icons: string[] }>;
    // The home benefits (app/content/home.ts) and the packages process steps (app/content/packages.ts) name their
    // icons in content modules; a component that writes the class itself (the header's icon-LocateFixed) is found
    // by Tailwind's own scan of its file.
    expect(sheets.get("home")?.icons).toEqual(expect.arrayContaining(["icon-HardHat", "icon-ShieldCheck"]));
    expect(sheets.get("packages")?.icons).toEqual(expect.arrayContaining(["icon-MapPin", "icon-Shovel"]));
    expect(sheets.get("pools")?.icons).not.toContain("icon-Shovel");
  });
});
