// Vite plugin: the browser build takes React Router's production files. The package's exports map points every
// import at dist/development, whose only difference from dist/production is `ENABLE_DEV_WARNINGS = true`: the
// browser then carries developer warnings no visitor sees (decision 025). The server keeps the package's own
// resolution; the two builds render the same markup (the warnings only change React Router's default error and
// loading screens, which this app replaces with its own).
import path from "node:path";
import type { Plugin } from "vite";

const DEVELOPMENT = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
const PRODUCTION = `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;

export function reactRouterProduction(): Plugin {
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, PRODUCTION) };
    },
  };
}
