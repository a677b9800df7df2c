import { describe, expect, it } from "vitest";
import { readAuditReport } from "./report.ts";

// Shaped as npm 10 prints them: `npm audit --omit=dev --json`.
const counts = (c: Partial<Record<string, number>>) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: 0,
  critical: 0,
  total: Object.values(c).reduce((a, b) => (a ?? 0) + (b ?? 0), 0),
  ...c,
});

const cleanReport = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: {
    vulnerabilities: counts({}),
    dependencies: { prod: 212, dev: 0, optional: 4, peer: 0, peerOptional: 0, total: 211 },
  },
};

const reportWithAdvisories = {
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: {
      name: "lodash",
      severity: "critical",
      isDirect: false,
      via: [
        {
          source: 1094499,
          name: "lodash",
          dependency: "lodash",
          title: "Prototype Pollution in lodash",
          url: "https://github.com/advisories/GHSA-jf85-cpcp-j695",
          severity: "critical",
          cwe: ["CWE-1321"],
          cvss: { score: 9.1, vectorString: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N" },
          range: "<4.17.12",
        },
      ],
      effects: ["some-helper"],
      range: "<=4.17.11",
      nodes: ["node_modules/lodash"],
      fixAvailable: { name: "some-helper", version: "2.0.0", isSemVerMajor: true },
    },
    "some-helper": {
      name: "some-helper",
      severity: "high",
      isDirect: true,
      via: ["lodash"],
      effects: [],
      range: "1.x",
      nodes: ["node_modules/some-helper"],
      fixAvailable: false,
    },
    "slow-regex": {
      name: "slow-regex",
      severity: "moderate",
      isDirect: true,
      via: [{ source: 1, name: "slow-regex", title: "ReDoS", url: "https://x", severity: "moderate", range: "<2" }],
      effects: [],
      range: "<2",
      nodes: ["node_modules/slow-regex"],
      fixAvailable: true,
    },
  },
  metadata: { vulnerabilities: counts({ moderate: 1, high: 1, critical: 1 }), dependencies: { total: 3 } },
};

// What this machine's registry mirror answers (2026-11-23): the audit endpoint is not served.
const refusedByRegistry = {
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  headers: { allow: ["GET,HEAD"] },
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
};

describe("readAuditReport", () => {
  it("reads a clean report as checked, with nothing blocking", () => {
    expect(readAuditReport(JSON.stringify(cleanReport))).toEqual({
      kind: "checked",
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
      blocking: [],
    });
  });

  it("lists the high and critical packages with their advisories, and leaves moderate ones out", () => {
    const outcome = readAuditReport(JSON.stringify(reportWithAdvisories));
    expect(outcome).toEqual({
      kind: "checked",
      counts: { info: 0, low: 0, moderate: 1, high: 1, critical: 1 },
      blocking: [
        {
          name: "lodash",
          severity: "critical",
          reasons: ["Prototype Pollution in lodash (https://github.com/advisories/GHSA-jf85-cpcp-j695)"],
          fixAvailable: true,
        },
        { name: "some-helper", severity: "high", reasons: ["through lodash"], fixAvailable: false },
      ],
    });
  });

  it("never reads a refused audit endpoint as a clean report", () => {
    expect(readAuditReport(JSON.stringify(refusedByRegistry))).toEqual({
      kind: "unavailable",
      reason: refusedByRegistry.message,
    });
  });

  it("says what npm printed when it is not JSON", () => {
    const outcome = readAuditReport("npm error code ENOTFOUND\n");
    expect(outcome).toEqual({ kind: "unavailable", reason: "npm audit printed no JSON: npm error code ENOTFOUND" });
  });

  it("refuses a report of an unknown shape instead of guessing", () => {
    expect(readAuditReport(JSON.stringify({ auditReportVersion: 3, advisories: {} }))).toEqual({
      kind: "unavailable",
      reason: "npm audit printed JSON in a shape this check does not know",
    });
  });
});
