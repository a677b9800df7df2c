import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRefusedWrite } from "./refused-write";

describe("isRefusedWrite", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec("create table t (id int primary key, name varchar(3) not null)");
    await client.exec("insert into t values (1, 'a')");
  });
  afterAll(() => client.close());

  /** The error drizzle throws for `statement`. */
  const failureOf = (statement: string) =>
    drizzle(client)
      .execute(sql.raw(statement))
      .then(
        () => null,
        (e: unknown) => e,
      );

  it("is true for data the database refuses, through drizzle's wrapper", async () => {
    for (const statement of [
      "insert into t values (2, 'too long')", // 22001 value too long
      "insert into t values (2, null)", // 23502 not null
      "insert into t values (1, 'b')", // 23505 unique
      "insert into t values (2, 'x'::int::text)", // 22P02 invalid text representation
    ]) {
      expect(isRefusedWrite(await failureOf(statement)), statement).toBe(true);
    }
  });

  it("is false for other failures", async () => {
    expect(isRefusedWrite(await failureOf("insert into missing values (1)"))).toBe(false); // 42P01
    expect(isRefusedWrite(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(isRefusedWrite(Object.assign(new Error("socket"), { code: "ECONNRESET" }))).toBe(false);
    expect(isRefusedWrite("23505")).toBe(false);
  });
});
