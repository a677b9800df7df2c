import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["pg_ctl stop (admin_shutdown)", pgError("terminating connection due to administrator command", "57P01")],
    ["server starting up", pgError("the database system is starting up", "57P03")],
    ["connection exception class 08", pgError("connection failure", "08006")],
    ["socket closed mid-query", pgError("Connection terminated unexpectedly")],
    ["pool wait timed out", pgError("timeout exceeded when trying to connect")],
  ])("is true for %s, also wrapped by Drizzle", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", pgError("syntax error at or near", "42601")],
    ["a plain error", new Error("boom")],
    ["a thrown Response", new Response(null, { status: 404 })],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
