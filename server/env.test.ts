import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, trustProxySetting, uploadStorageConfig } from "./env";

const secret = "s".repeat(40);

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ SESSION_SECRET: secret });
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      PUBLIC_SITE_URL: "http://localhost:3000",
      SPAM_RETENTION_DAYS: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(parseEnv({ SESSION_SECRET: secret, SPAM_RETENTION_DAYS: "7" }).SPAM_RETENTION_DAYS).toBe(7);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_SITE_URL: "not a url" }, "PUBLIC_SITE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SPAM_RETENTION_DAYS: "0" }, "SPAM_RETENTION_DAYS"],
    [{ SPAM_RETENTION_DAYS: "a month" }, "SPAM_RETENTION_DAYS"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ ADMIN_EMAIL: "nobody", ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "p".repeat(12) }, "ADMIN_EMAIL"],
    [{ ADMIN_PASSWORD: "short", ADMIN_USERNAME: "admin", ADMIN_EMAIL: "a@b.co" }, "ADMIN_PASSWORD"],
  ])("stops with a message naming the bad variable: %o", (vars, name) => {
    expect(() => parseEnv({ SESSION_SECRET: secret, ...vars })).toThrowError(EnvError);
    expect(() => parseEnv({ SESSION_SECRET: secret, ...vars })).toThrowError(new RegExp(`\\b${name}:`));
  });

  it("requires SESSION_SECRET in production, not in development", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "too-short" })).toThrowError(/SESSION_SECRET/);
  });

  it("wants the three ADMIN_* variables together", () => {
    expect(() => parseEnv({ SESSION_SECRET: secret, ADMIN_USERNAME: "admin" })).toThrowError(/ADMIN_USERNAME/);
  });

  it("treats blank optional values as unset and trims the site URL's slash", () => {
    const env = parseEnv({ SESSION_SECRET: secret, DATABASE_URL: "  ", PUBLIC_SITE_URL: "https://pools.example.com/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_SITE_URL).toBe("https://pools.example.com");
  });

  it("checks the web-push keys: valid keys, both together, required in production with DATABASE_URL", () => {
    const keys = {
      VAPID_PUBLIC_KEY: "BDdPiXRGCJS2aS84ED0n8H8HhBXrGL4znXw4Yf6hmuwpOVIU5iXJM53FY7Ex5zhnmgSDvMetDCTMIxbApRaUGsU",
      VAPID_PRIVATE_KEY: "L_2x9hctx3Yc3iDl2sleMhb0uqeiR-m9iydj8l7R_8A",
    };
    const pg = { SESSION_SECRET: secret, DATABASE_URL: "postgresql://pools@db/pools" };
    expect(parseEnv({ ...pg, ...keys, VAPID_SUBJECT: "mailto:it@example.com" })).toMatchObject(keys);
    expect(() => parseEnv(pg)).toThrowError(/VAPID_PUBLIC_KEY: .*required in production with DATABASE_URL/);
    expect(() => parseEnv({ ...pg, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrowError(/set together/);
    expect(() => parseEnv({ ...pg, ...keys, VAPID_PRIVATE_KEY: "c2hvcnQ" })).toThrowError(/VAPID_PRIVATE_KEY: /);
    expect(() => parseEnv({ ...pg, ...keys, VAPID_SUBJECT: "it@example.com" })).toThrowError(/VAPID_SUBJECT: /);
    // The embedded database makes its own pair (server/secrets.ts); development needs none.
    expect(() => parseEnv({ SESSION_SECRET: secret })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "development", DATABASE_URL: pg.DATABASE_URL })).not.toThrow();
  });

  it("lets command-line tools run without the session secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production" }, { forCommandLine: true })).not.toThrow();
  });
});

describe("trustProxySetting", () => {
  it("reads hop counts, booleans and address lists", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});

describe("uploadStorageConfig", () => {
  const s3 = {
    UPLOADS_S3_ENDPOINT: "https://s3.example.com/",
    UPLOADS_S3_BUCKET: "pool-pictures",
    UPLOADS_S3_REGION: "us-east-1",
    UPLOADS_S3_ACCESS_KEY_ID: "key",
    UPLOADS_S3_SECRET_ACCESS_KEY: "secret",
    UPLOADS_PUBLIC_BASE_URL: "https://media.example.com/",
  };

  it("keeps uploads in DATA_DIR/uploads unless object storage is configured", () => {
    const local = uploadStorageConfig(parseEnv({ SESSION_SECRET: secret, DATA_DIR: "/srv/pools" }));
    expect(local).toEqual({ kind: "local", dir: "/srv/pools/uploads" });
    // A video upload is spooled on the server's own disk before it goes to the bucket.
    expect(uploadStorageConfig(parseEnv({ SESSION_SECRET: secret, DATA_DIR: "/srv/pools", ...s3 }))).toEqual({
      kind: "s3",
      endpoint: "https://s3.example.com",
      bucket: "pool-pictures",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      publicBaseUrl: "https://media.example.com",
      spoolDir: "/srv/pools/upload-spool",
    });
  });

  it("wants all six object-storage variables, and an https public address", () => {
    expect(() => parseEnv({ SESSION_SECRET: secret, UPLOADS_S3_BUCKET: "pool-pictures" })).toThrowError(
      /UPLOADS_S3_ENDPOINT.*must be set together/,
    );
    expect(() =>
      parseEnv({ SESSION_SECRET: secret, ...s3, UPLOADS_PUBLIC_BASE_URL: "http://media.example.com" }),
    ).toThrowError(/UPLOADS_PUBLIC_BASE_URL/);
  });
});
