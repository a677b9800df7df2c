// Reads the JSON of `npm audit --json` (npm 10, audit report version 2) into what the check decides on: the
// advisories of high or critical severity, or the reason the registry could not be asked at all. A registry
// that refuses the audit endpoint must never read as "no advisories".
import { z } from "zod";

export const SEVERITIES = ["info", "low", "moderate", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
/** `npm audit --omit=dev` must report no high or critical advisory: those block a release. */
export const BLOCKING_SEVERITIES: readonly Severity[] = ["high", "critical"];

const AdvisorySchema = z.object({
  title: z.string(),
  url: z.string().optional(),
  severity: z.enum(SEVERITIES),
  range: z.string().optional(),
});

const ReportSchema = z.object({
  auditReportVersion: z.literal(2),
  vulnerabilities: z.record(
    z.string(),
    z.object({
      name: z.string(),
      severity: z.enum(SEVERITIES),
      // An advisory of this package, or the name of a dependency through which it is affected.
      via: z.array(z.union([z.string(), AdvisorySchema])),
      fixAvailable: z.unknown(),
    }),
  ),
  metadata: z.object({ vulnerabilities: z.record(z.enum([...SEVERITIES, "total"]), z.number()) }),
});

const RegistryErrorSchema = z.object({
  message: z.string().optional(),
  statusCode: z.number().optional(),
  error: z.object({ summary: z.string().optional(), detail: z.string().optional() }),
});

export interface BlockingPackage {
  name: string;
  severity: Severity;
  /** Its own advisories ("title (url)"), or the dependencies that bring one in. */
  reasons: string[];
  fixAvailable: boolean;
}

export type AuditOutcome =
  | { kind: "checked"; counts: Record<Severity, number>; blocking: BlockingPackage[] }
  | { kind: "unavailable"; reason: string };

function reasonOf(via: string | z.infer<typeof AdvisorySchema>): string {
  if (typeof via === "string") return `through ${via}`;
  return via.url ? `${via.title} (${via.url})` : via.title;
}

export function readAuditReport(stdout: string): AuditOutcome {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    return { kind: "unavailable", reason: `npm audit printed no JSON: ${stdout.trim().slice(0, 200) || "nothing"}` };
  }
  const report = ReportSchema.safeParse(json);
  if (report.success) {
    const { vulnerabilities, metadata } = report.data;
    const counts = Object.fromEntries(SEVERITIES.map((s) => [s, metadata.vulnerabilities[s] ?? 0])) as Record<
      Severity,
      number
    >;
    const blocking = Object.values(vulnerabilities)
      .filter((v) => BLOCKING_SEVERITIES.includes(v.severity))
      .map((v) => ({
        name: v.name,
        severity: v.severity,
        reasons: v.via.map(reasonOf),
        fixAvailable: v.fixAvailable !== false,
      }));
    return { kind: "checked", counts, blocking };
  }
  const failure = RegistryErrorSchema.safeParse(json);
  if (failure.success) {
    const { message, statusCode, error } = failure.data;
    const reason = [message, error.summary, error.detail].find((text) => text) ?? `status ${statusCode ?? "unknown"}`;
    return { kind: "unavailable", reason };
  }
  return { kind: "unavailable", reason: "npm audit printed JSON in a shape this check does not know" };
}
