// npm run security:audit — `npm audit --omit=dev` against the registry's advisory database: no high
// or critical advisory in what production installs (docs/operations.md, "Dependency audit").
//   exit 0: the registry answered and no production dependency has a high or critical advisory;
//   exit 1: at least one has (each is listed with its advisories and whether npm can fix it);
//   exit 2: the registry could not be asked (offline, or a mirror that refuses the audit endpoint): nothing
//           was checked, and the output says so.
import { spawnSync } from "node:child_process";
import { BLOCKING_SEVERITIES, SEVERITIES, readAuditReport } from "./report.ts";

const EXIT_ADVISORIES = 1;
const EXIT_NOT_CHECKED = 2;

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
const outcome = readAuditReport(audit.stdout ?? "");

if (outcome.kind === "unavailable") {
  console.error(`npm audit could not be checked: ${outcome.reason}`);
  console.error("No advisory was looked up. Run it again where the registry's audit endpoint can be reached.");
  process.exit(EXIT_NOT_CHECKED);
}

const counts = SEVERITIES.map((s) => `${outcome.counts[s]} ${s}`).join(", ");
console.log(`npm audit --omit=dev: ${counts}`);
if (outcome.blocking.length === 0) {
  console.log(`no ${BLOCKING_SEVERITIES.join(" or ")} advisory in the production dependencies`);
  process.exit(0);
}
for (const pkg of outcome.blocking) {
  console.log(`\n${pkg.name}: ${pkg.severity}${pkg.fixAvailable ? " (npm audit fix can fix it)" : " (no fix yet)"}`);
  for (const reason of pkg.reasons) console.log(`  - ${reason}`);
}
process.exit(EXIT_ADVISORIES);
