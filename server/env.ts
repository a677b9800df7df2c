import path from "node:path";
import { z } from "zod";
import type { UploadStorageConfig } from "~/lib/media/upload-storage-config";
import { DEFAULT_SPAM_RETENTION_DAYS } from "~/lib/leads/lead-spam";
import { BOOKING_ATTEMPTS_PER_HOUR } from "~/services/consultations/consultation-pages.server";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const BASE64URL = /^[A-Za-z0-9_-]+$/;

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
    BOOKING_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(BOOKING_ATTEMPTS_PER_HOUR),
    // Days a lead filed as spam is kept for review before the job runner deletes it.
    SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_SPAM_RETENTION_DAYS),
    // How long a finished public answer is sent again from memory (server/response-cache.ts); 0 turns it off.
    RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    // Uploaded images in S3-compatible object storage (all six together); unset: DATA_DIR/uploads.
    UPLOADS_S3_ENDPOINT: optionalText.pipe(z.url("must be an http(s) URL").optional()),
    UPLOADS_S3_BUCKET: optionalText,
    UPLOADS_S3_REGION: optionalText,
    UPLOADS_S3_ACCESS_KEY_ID: optionalText,
    UPLOADS_S3_SECRET_ACCESS_KEY: optionalText,
    // Web push to staff phones (VAPID). Generated once into DATA_DIR when unset on the embedded database.
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(BASE64URL, "must be base64url (as web-push generate-vapid-keys prints it)")
        .refine((v) => Buffer.from(v, "base64url").length === 65, "must be a 65-byte P-256 public key")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(BASE64URL, "must be base64url (as web-push generate-vapid-keys prints it)")
        .refine((v) => Buffer.from(v, "base64url").length === 32, "must be a 32-byte P-256 private key")
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
        .optional(),
    ),
    UPLOADS_PUBLIC_BASE_URL: optionalText.pipe(
      z
        .url("must be an absolute https URL")
        .regex(/^https:\/\//, "must start with https://")
        .transform((v) => v.replace(/\/+$/, ""))
        .optional(),
    ),
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
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
      });
    }
    // Every process must sign pushes with the key the browsers subscribed with (decision 004's rule for secrets).
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.VAPID_PUBLIC_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production with DATABASE_URL",
      });
    }
    const s3Vars = S3_VARIABLES.map((name) => env[name]);
    if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["UPLOADS_S3_ENDPOINT"],
        message: `${S3_VARIABLES.join(", ")} must be set together`,
      });
    }
  });

const S3_VARIABLES = [
  "UPLOADS_S3_ENDPOINT",
  "UPLOADS_S3_BUCKET",
  "UPLOADS_S3_REGION",
  "UPLOADS_S3_ACCESS_KEY_ID",
  "UPLOADS_S3_SECRET_ACCESS_KEY",
  "UPLOADS_PUBLIC_BASE_URL",
] as const;

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

/** Where uploaded images go: S3-compatible storage when its variables are set, else DATA_DIR/uploads. */
export function uploadStorageConfig(env: Env): UploadStorageConfig {
  const { UPLOADS_S3_ENDPOINT, UPLOADS_S3_BUCKET, UPLOADS_S3_REGION, UPLOADS_PUBLIC_BASE_URL } = env;
  const { UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY } = env;
  if (
    UPLOADS_S3_ENDPOINT &&
    UPLOADS_S3_BUCKET &&
    UPLOADS_S3_REGION &&
    UPLOADS_S3_ACCESS_KEY_ID &&
    UPLOADS_S3_SECRET_ACCESS_KEY &&
    UPLOADS_PUBLIC_BASE_URL
  ) {
    return {
      kind: "s3",
      endpoint: UPLOADS_S3_ENDPOINT.replace(/\/+$/, ""),
      bucket: UPLOADS_S3_BUCKET,
      region: UPLOADS_S3_REGION,
      accessKeyId: UPLOADS_S3_ACCESS_KEY_ID,
      secretAccessKey: UPLOADS_S3_SECRET_ACCESS_KEY,
      publicBaseUrl: UPLOADS_PUBLIC_BASE_URL,
      spoolDir: path.resolve(env.DATA_DIR, "upload-spool"),
    };
  }
  return { kind: "local", dir: path.resolve(env.DATA_DIR, "uploads") };
}
