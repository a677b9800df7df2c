import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pools } from "#db/schema/index.ts";
import { isCompactSizeCategory, sizeCategoryForLength } from "~/lib/catalogue/pool-size";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { getTestApp } from "../setup/test-app.ts";
import { getJson } from "../support/http.ts";

interface ApiPool {
  id: number;
  slug: string;
  name: string;
  length: number;
  sizeCategory: string;
  imageUrl: string;
  status: string;
  price: number;
  manufacturer: string;
}

beforeAll(async () => {
  await getTestApp();
});

describe("GET /api/pools", () => {
  it("lists the 77 seeded pool models with slugs, size categories, prices and a picture", async () => {
    const { response, body } = await getJson<ApiPool[]>("/api/pools");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(body).toHaveLength(77);
    expect(new Set(body.map((p) => p.slug)).size).toBe(77);
    for (const pool of body) {
      expect(pool.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pool.sizeCategory).toBe(sizeCategoryForLength(pool.length));
      expect(pool.status).toBe("active");
      expect(pool.price).toBeGreaterThanOrEqual(42_200);
      expect(pool.imageUrl).toBe(`/pool-plans/${pool.slug}.svg`);
    }
    expect(new Set(body.map((p) => p.manufacturer))).toEqual(new Set(["Latham", "San Juan"]));
  });

  it("has compact models at ids 7 and 8 for the compact pool page", async () => {
    const { body } = await getJson<ApiPool[]>("/api/pools");
    for (const id of [7, 8]) {
      const pool = body.find((p) => p.id === id);
      expect(pool, `pool ${id}`).toBeDefined();
      expect(isCompactSizeCategory(pool!.sizeCategory)).toBe(true);
    }
  });

  it("sends Cache-Control and an ETag, and 304 for a matching If-None-Match", async () => {
    const { response } = await getJson("/api/pools");
    expect(response.headers.get("cache-control")).toMatch(/max-age=60/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getJson("/api/pools", { "If-None-Match": etag! });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("etag")).toBe(etag);
    const other = await getJson("/api/pools", { "If-None-Match": '"something-else"' });
    expect(other.response.status).toBe(200);
  });

  it("leaves inactive pools out", async () => {
    const { db } = await getTestApp();
    const [pool] = await db.select().from(pools).where(eq(pools.id, 3));
    // SQL outside app/models: the catalogue cache must be told, as after a change made by hand.
    await db.update(pools).set({ isActive: false }).where(eq(pools.id, 3));
    catalogueChanged(db);
    try {
      const { body } = await getJson<ApiPool[]>("/api/pools");
      expect(body).toHaveLength(76);
      expect(body.some((p) => p.id === 3)).toBe(false);
    } finally {
      await db.update(pools).set({ isActive: pool!.isActive }).where(eq(pools.id, 3));
      catalogueChanged(db);
    }
  });

  it("answers a POST with a JSON 405 and changes nothing", async () => {
    const app = await getTestApp();
    const response = await app.request("/api/pools", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("GET /api/manufacturers", () => {
  it("lists enabled manufacturers in display order with feature lines", async () => {
    const { response, body } =
      await getJson<{ name: string; description: string; enabled: boolean }[]>("/api/manufacturers");
    expect(response.status).toBe(200);
    expect(body.map((m) => m.name).slice(0, 2)).toEqual(["Latham", "San Juan"]);
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const m of body) {
      expect(m.enabled).toBe(true);
      const features = m.description.split("\n").filter((line) => line.includes(" - "));
      expect(features.length).toBeGreaterThanOrEqual(3);
    }
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("hides disabled manufacturers", async () => {
    const { db } = await getTestApp();
    const { manufacturers } = await import("#db/schema/index.ts");
    await db.update(manufacturers).set({ enabled: false }).where(eq(manufacturers.name, "San Juan"));
    catalogueChanged(db);
    try {
      const { body } = await getJson<{ name: string }[]>("/api/manufacturers");
      expect(body.map((m) => m.name)).not.toContain("San Juan");
    } finally {
      await db.update(manufacturers).set({ enabled: true }).where(eq(manufacturers.name, "San Juan"));
      catalogueChanged(db);
    }
  });
});
