import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzleFacingClient } from "./pglite-client.server";

// Values of every kind whose parsing drizzle changes (dates, times, intervals and their arrays) next to ordinary ones.
const EVERY_KIND = sql`select
  now()::timestamptz as stamp_tz, '2026-03-08 02:30:00'::timestamp as stamp, '2026-11-23'::date as day,
  '1 day 02:03:04'::interval as span, 12.50::numeric as amount, array[1.5, 2]::numeric[] as amounts,
  array['2026-01-01 10:00'::timestamp] as stamps, array[now()]::timestamptz[] as stamps_tz,
  array['1 hour'::interval] as spans, array['2026-01-01'::date] as days,
  '{"a": [1, "b"]}'::jsonb as doc, array[1, 2] as ints, true as yes, 42::bigint as big, null::text as nothing`;

describe("drizzleFacingClient", () => {
  let plainClient: PGlite;
  let facingClient: PGlite;
  beforeAll(async () => {
    [plainClient, facingClient] = await Promise.all([PGlite.create(), PGlite.create()]);
    for (const client of [plainClient, facingClient]) {
      await client.exec(`create table notes (id serial primary key, body text not null, at timestamptz not null)`);
    }
  });
  afterAll(async () => {
    await Promise.all([plainClient.close(), facingClient.close()]);
  });

  it("gives drizzle the same values as PGlite itself, in queries and in transactions", async () => {
    const plain = drizzle(plainClient);
    const facing = drizzle(drizzleFacingClient(facingClient) as unknown as PGlite);
    const freeze = "set local timezone = 'America/New_York'";
    const read = async (db: typeof plain) => {
      const outside = (await db.execute(EVERY_KIND)).rows[0] as Record<string, unknown>;
      const inside = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(freeze));
        return (await tx.execute(EVERY_KIND)).rows[0] as Record<string, unknown>;
      });
      // now() differs between the two databases: compare its shape, the rest exactly.
      const { stamp_tz: a, stamps_tz: b, ...rest } = outside;
      const { stamp_tz: c, stamps_tz: d, ...restInside } = inside;
      return { rest, restInside, shapes: [a, b, c, d].map((v) => typeof v) };
    };
    const [expected, actual] = [await read(plain), await read(facing)];
    expect(actual).toEqual(expected);
    expect(actual.rest).toMatchObject({ stamp: "2026-03-08 02:30:00", day: "2026-11-23", span: "1 day 02:03:04" });
  });

  it("hands back rows written and read through drizzle's builder", async () => {
    const facing = drizzle(drizzleFacingClient(facingClient) as unknown as PGlite);
    const at = new Date("2026-11-23T01:02:03.456Z");
    await facing.execute(sql`insert into notes (body, at) values (${"first"}, ${at.toISOString()})`);
    const rows = await facing.execute(sql`select body, at from notes`);
    expect(rows.rows).toEqual([{ body: "first", at: "2026-11-23 01:02:03.456+00" }]);
  });

  it("keeps the parsers of a query that brings different ones", async () => {
    const facing = drizzleFacingClient(facingClient);
    await facing.query("select 1"); // no parsers: nothing installed
    await drizzle(facing as unknown as PGlite).execute(sql`select 1`); // installs drizzle's
    const result = await facing.query<{ n: string }>("select 7 as n", [], { parsers: { 23: (v: string) => `#${v}` } });
    expect(result.rows).toEqual([{ n: "#7" }]);
  });
});
