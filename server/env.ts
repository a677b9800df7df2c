import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_USERNAME: optionalText.pipe(z.string().min(3).max(50).optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must be at least 12 characters").optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    SMTP_FROM: optionalText,
    LEAD_NOTIFY_TO: optionalText,
    PUBLIC_SITE_URL: z
      .url("must be an absolute http(s) URL")
      .regex(/^https?:\/\//, "must start with http:// or https://")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    TRUST_PROXY: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DATABASE: booleanFlag.default(true),
    JOB_RUNNER: booleanFlag.default(true),
    LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    const adminVars = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL];
    if (adminVars.some(Boolean) && !adminVars.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_USERNAME"],
        message: "ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be set together",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_SITE_URL: string };

export class EnvError extends Error {}

/** Parses the environment once at start-up; a bad value stops the process with its name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, { forCommandLine = false } = {}): Env {
  // Command-line tools (migrate, seed, user:create) open the database only; they need no session secret.
  const result = EnvSchema.safeParse(forCommandLine ? { ...source, NODE_ENV: "development" } : source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** express "trust proxy" value from TRUST_PROXY (a hop count, true/false, or a list of addresses). */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
