/**
 * The layers of app/ and what each may import (docs/architecture.md), plus no import cycles.
 * `npm run check:layers` runs it; `npm test` runs that before the tests.
 */
const layer = (name) => `^app/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other in a loop: one of them belongs in a lower layer or in a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-is-pure",
      severity: "error",
      comment:
        "app/lib holds rules and helpers with no I/O: it imports no models, services, components, routes or content.",
      from: { path: layer("lib") },
      to: {
        path: [
          "^app/(models|services|components|routes|content|middleware)/",
          "^app/(context|root)\\.tsx?$",
          "^server/",
        ],
      },
    },
    {
      name: "content-is-data",
      severity: "error",
      comment: "app/content is the site's copy: it may use lib, never components, models, services or routes.",
      from: { path: layer("content") },
      to: { path: ["^app/(models|services|components|routes|middleware)/", "^server/"] },
    },
    {
      name: "models-below-services",
      severity: "error",
      comment:
        "app/models are the queries: they may use lib, content and the database, never services, components or routes.",
      from: { path: layer("models") },
      to: { path: ["^app/(services|components|routes|middleware)/", "^server/"] },
    },
    {
      name: "services-below-routes",
      severity: "error",
      comment: "app/services are server work over models: they never import components or routes.",
      from: { path: layer("services") },
      to: { path: ["^app/(components|routes)/", "^server/"] },
    },
    {
      name: "components-below-services",
      severity: "error",
      comment: "The built-in page loader may reach route modules, but nothing server-side.",
      from: { path: "^app/components/landing/built-in-page\\.tsx$" },
      to: { path: ["^app/(models|services|middleware)/", "^server/", "\\.server\\.tsx?$", "^db/"] },
    },
    {
      name: "components-below-routes",
      severity: "error",
      comment: "app/components render what routes give them: they never import routes, services or models.",
      // The one exception: a built-in page shown at a landing address loads that page's route module on demand.
      from: { path: layer("components"), pathNot: "^app/components/landing/built-in-page\\.tsx$" },
      to: { path: ["^app/(models|services|routes|middleware)/", "^server/", "\\.server\\.tsx?$", "^db/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^app/styles/pages/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
