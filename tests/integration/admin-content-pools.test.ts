import { readdir, stat } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { leads, mediaAssets, pools } from "#db/schema/index.ts";
import { parseUploadUrl } from "~/lib/media/image-variants";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadedAsset } from "~/lib/media/upload-rules";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import { POOL_MESSAGES } from "~/lib/schemas/pool";
import { createLead } from "~/models/leads.server";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, sameOrigin, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage the pool catalogue and upload its pictures. Every pool made
// here is named PREFIX… and removed after each test (with the leads made for
// it), so the catalogue tests sharing this worker's database see the 77
// seeded pools only. Uploaded files go to the worker's own temporary folder.

const PREFIX = "Zz Test Pool";
const LIST = "/admin/pools";
const UPLOADS = "/api/admin/uploads";

const staff = signedInStaffOfEveryRole();
const leadIds: number[] = [];
const assetHashes: string[] = [];

afterEach(async () => {
  const { db } = await getTestApp();
  if (leadIds.length) await db.delete(leads).where(inArray(leads.id, leadIds.splice(0)));
  await db.delete(pools).where(like(pools.name, `${PREFIX}%`));
});

afterAll(async () => {
  const { db } = await getTestApp();
  if (assetHashes.length) await db.delete(mediaAssets).where(inArray(mediaAssets.contentHash, assetHashes));
});

let counter = 0;
function poolFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    name: `${PREFIX} ${counter} Sunset`,
    model: "",
    slug: "",
    manufacturer: "Latham",
    brand: "",
    series: "Test Series",
    shape: "Rectangle",
    description: "A test pool with a <b>bold</b> claim.",
    lengthFt: "30",
    widthFt: "14",
    shallowDepthFt: "3.5",
    deepDepthFt: "6",
    size: "",
    dimensions: "",
    depth: "",
    gallons: "9000",
    builtInSpa: "No",
    features: "Tanning ledge\nBench",
    material: "Fiberglass",
    warranty: "Lifetime structural",
    finishOptions: "Gelcoat",
    productUrl: "https://www.lathampool.com/",
    price: "51,900",
    rating: "4.7",
    installationTime: "7-14 days",
    images: "",
    isActive: "on",
    ...overrides,
  };
}

async function poolsNamed(name: string) {
  const { db } = await getTestApp();
  return db.select().from(pools).where(eq(pools.name, name));
}

async function poolNamed(name: string) {
  const [row] = await poolsNamed(name);
  if (!row) throw new Error(`no pool "${name}"`);
  return row;
}

async function testPoolCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select({ id: pools.id })
      .from(pools)
      .where(like(pools.name, `${PREFIX}%`))
  ).length;
}

async function createPool(overrides: Record<string, string> = {}) {
  const fields = poolFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status, await response.clone().text()).toBe(302);
  return poolNamed(fields.name);
}

async function publicHtml(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  return { status: response.status, html: await pageText(response) };
}

function flashMessage(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("ffp_flash="));
  if (!cookie) return "";
  return (JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("ffp_flash=".length))) as { message: string })
    .message;
}

// ---------------------------------------------------------------------------
// Image fixtures, made at test time

async function pngBytes(width: number, height: number, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20 + seed, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A JPEG 300 x 200 as stored, with EXIF orientation 6 (shown 200 x 300) and a camera model. */
async function rotatedJpegBytes(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: "Test Camera 9000" } } })
    .toBuffer();
}

async function upload(
  bytes: Uint8Array,
  {
    name = "photo.jpg",
    type = "image/jpeg",
    cookie = staff.operations.cookie,
    origin,
  }: Partial<Record<string, string>> = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return staffRequest(UPLOADS, cookie ?? null, {
    method: "POST",
    headers: { Origin: origin ?? (await sameOrigin()), Accept: "application/json" },
    body: form,
  });
}

async function uploadedAsset(bytes: Uint8Array, options: Partial<Record<string, string>> = {}) {
  const response = await upload(bytes, options);
  expect([200, 201], await response.clone().text()).toContain(response.status);
  const { asset } = (await response.json()) as { asset: UploadedAsset };
  const { db } = await getTestApp();
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
  assetHashes.push(row!.contentHash);
  return { response, asset, row: row! };
}

async function uploadsDir() {
  const app = await getTestApp();
  if (app.config.uploads.kind !== "local") throw new Error("tests store uploads locally");
  return app.config.uploads.dir;
}

async function storedFiles(): Promise<string[]> {
  const dir = await uploadsDir();
  const folders = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    folders.map(async (folder) => (await readdir(path.join(dir, folder))).map((file) => `${folder}/${file}`)),
  );
  return files.flat().sort();
}

async function assetCount() {
  const { db } = await getTestApp();
  return (await db.select({ id: mediaAssets.id }).from(mediaAssets)).length;
}

/** A PNG whose header claims width x height (nothing behind it is decoded before the check). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(8, 8));
  // IHDR data starts at byte 16: width and height (4 bytes each), then its CRC at byte 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------

describe("image uploads", () => {
  it("turns a PNG into WebP and AVIF variants on disk and in media_assets; the same file again is the same asset", async () => {
    const bytes = await pngBytes(1000, 750, 1);
    const { response, asset, row } = await uploadedAsset(bytes, { name: "pool.png", type: "image/png" });
    expect(response.status).toBe(201);
    expect(asset.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1000x750\/1000\.webp$/);
    expect(row).toMatchObject({
      mimeType: "image/png",
      width: 1000,
      height: 750,
      bytes: bytes.length,
      originalName: "pool.png",
    });
    expect(row.createdById).toBe(staff.operations.id);
    expect(row.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      ["1000.avif", "1000.webp", "400.avif", "400.webp", "800.avif", "800.webp"].sort(),
    );

    const folder = parseUploadUrl(asset.url)!.folder;
    const dir = await uploadsDir();
    for (const variant of row.variants) {
      const file = path.join(dir, folder, `${variant.width}.${variant.format}`);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.height });
      expect((await stat(file)).size).toBe(variant.bytes);
    }

    // Served from the uploads folder with the right type, cached for good.
    const app = await getTestApp();
    const served = await app.request(`/uploads/${folder}/400.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request(`/uploads/${folder}/401.avif`)).status).toBe(404);

    const again = await uploadedAsset(bytes, { name: "copy.png", type: "image/png" });
    expect(again.response.status).toBe(200);
    expect(again.asset.id).toBe(asset.id);
  });

  it("stores a JPEG upright, without its EXIF data, never wider than it is", async () => {
    const { asset } = await uploadedAsset(await rotatedJpegBytes(), { name: "phone.jpg" });
    expect(asset).toMatchObject({ width: 200, height: 300, mimeType: "image/jpeg" });
    expect(asset.variants.map((v) => v.width)).toEqual([200, 200]);
    const file = path.join(await uploadsDir(), parseUploadUrl(asset.url)!.folder, "200.webp");
    const meta = await sharp(file).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses a text file named .jpg, a PNG over the pixel limit, an oversized file and a damaged image, storing nothing", async () => {
    const filesBefore = await storedFiles();
    const assetsBefore = await assetCount();

    const fake = await upload(new TextEncoder().encode("not a picture, just text\n"), { name: "holiday.jpg" });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ message: UPLOAD_MESSAGES.notAnImage });

    const svg = await upload(
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      {
        name: "logo.png",
        type: "image/png",
      },
    );
    expect(svg.status).toBe(415);

    const huge = await upload(await pngClaiming(9000, 9000), { name: "huge.png", type: "image/png" });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: UPLOAD_MESSAGES.tooManyPixels });

    const oversized = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    (await pngBytes(4, 4)).copy(oversized);
    const tooBig = await upload(oversized, { name: "big.png", type: "image/png" });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });

    const truncated = (await pngBytes(600, 400, 2)).subarray(0, 60);
    const damaged = await upload(truncated, { name: "cut.png", type: "image/png" });
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toEqual({ message: UPLOAD_MESSAGES.unreadable });

    const notMultipart = await staffRequest(UPLOADS, staff.operations.cookie, {
      method: "POST",
      headers: { Origin: await sameOrigin(), "Content-Type": "image/png" },
      body: new Uint8Array(await pngBytes(4, 4)),
    });
    expect(notMultipart.status).toBe(415);

    const empty = new FormData();
    empty.append("note", "no file");
    const noFile = await staffRequest(UPLOADS, staff.operations.cookie, {
      method: "POST",
      headers: { Origin: await sameOrigin() },
      body: empty,
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ message: UPLOAD_MESSAGES.noFile });

    expect(await storedFiles()).toEqual(filesBefore);
    expect(await assetCount()).toBe(assetsBefore);
  });

  it("refuses a declared body over the limit before reading it", async () => {
    const { baseUrl } = await getTestApp();
    const url = new URL(UPLOADS, baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: "POST",
          headers: {
            Cookie: staff.operations.cookie,
            Origin: baseUrl,
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": String(50 * 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", reject);
      // Only the first bytes are ever sent; the answer comes before the rest.
      request.write("--x\r\n");
    });
    expect(status).toBe(413);
  });

  it("is refused to sales, anonymous visitors and other sites", async () => {
    const bytes = await pngBytes(64, 64, 3);
    const assetsBefore = await assetCount();
    const sales = await upload(bytes, { cookie: staff.sales.cookie });
    expect(sales.status).toBe(403);
    const anonymous = await upload(bytes, { cookie: "" });
    expect(anonymous.status).toBe(401);
    const crossSite = await upload(bytes, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await assetCount()).toBe(assetsBefore);
  });
});

describe("pool list", () => {
  it("searches name, model, manufacturer and series, filters and pages", async () => {
    const all = await pageText(await staffRequest(LIST, staff.operations.cookie));
    expect(all).toContain("Showing <strong>1</strong>–<strong>25</strong> of <strong>77</strong> pools");
    expect(all).toContain('aria-label="Edit Apollo 14"');

    const bySeries = await pageText(await staffRequest(`${LIST}?q=astoria`, staff.operations.cookie));
    expect(bySeries).toContain("Astoria 12");
    expect(bySeries).not.toContain("Apollo 14");

    const sanJuan = await pageText(
      await staffRequest(`${LIST}?manufacturer=San+Juan&size=Large&status=active`, staff.operations.cookie),
    );
    // Dolphin is a large San Juan pool, Astoria 14 a large Latham one.
    expect(sanJuan).toContain('aria-label="Edit Dolphin"');
    expect(sanJuan).not.toContain('aria-label="Edit Astoria 14"');

    const page2 = await pageText(await staffRequest(`${LIST}?page=2`, staff.operations.cookie));
    expect(page2).toContain("Showing <strong>26</strong>–<strong>50</strong> of <strong>77</strong> pools");

    const none = await pageText(await staffRequest(`${LIST}?q=no-such-pool-xyz`, staff.operations.cookie));
    expect(none).toContain("No pools found");

    const ignored = await pageText(await staffRequest(`${LIST}?manufacturer=Nobody`, staff.operations.cookie));
    expect(ignored).toContain("Part of the address was not understood and was ignored.");
  });
});

describe("create, edit and delete", () => {
  it("creates a pool that /pools and its page show at once, with srcset for uploaded pictures", async () => {
    const first = await uploadedAsset(await pngBytes(1600, 1000, 4), { name: "a.png", type: "image/png" });
    const second = await uploadedAsset(await pngBytes(900, 600, 5), { name: "b.png", type: "image/png" });
    const fields = poolFields({ images: `${first.asset.url}\n${second.asset.url}` });
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(flashMessage(response)).toBe(`Pool "${fields.name}" created.`);

    const row = await poolNamed(fields.name);
    expect(row).toMatchObject({
      slug: `zz-test-pool-${counter}-sunset`,
      manufacturer: "Latham",
      brand: "Latham",
      sizeCategory: "Medium",
      size: "14' x 30'",
      dimensions: "14' x 30'",
      depth: `3'6" - 6'`,
      price: 51900,
      rating: 4.7,
      features: ["Tanning ledge", "Bench"],
      images: [first.asset.url, second.asset.url],
      imageUrl: first.asset.url,
      isActive: true,
    });

    // The catalogue shows a page of 12 pools (decision 021): a visitor finds the new one by its name.
    const catalogue = await publicHtml(`/pools?q=${encodeURIComponent(fields.name)}`);
    expect(catalogue.html).toContain(fields.name);
    const detail = await publicHtml(`/pool-detail/slug/${row.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(fields.name);
    // Text is shown as typed, never as markup.
    expect(detail.html).toContain("A test pool with a &lt;b&gt;bold&lt;/b&gt; claim.");
    const folder = parseUploadUrl(first.asset.url)!.folder;
    expect(detail.html).toContain(
      `srcSet="/uploads/${folder}/400.avif 400w, /uploads/${folder}/800.avif 800w, /uploads/${folder}/1200.avif 1200w, /uploads/${folder}/1600.avif 1600w"`,
    );
    expect(detail.html).toContain(`type="image/webp"`);
    expect(detail.html).toMatch(
      new RegExp(`<img[^>]+src="/uploads/${folder}/800.webp"[^>]+width="1600" height="1000"`),
    );
  });

  it("makes the address name unique and refuses a typed one that is taken", async () => {
    const first = await createPool({ name: `${PREFIX} Twin` });
    expect(first.slug).toBe("zz-test-pool-twin");
    const fields = poolFields({ name: `${PREFIX} Twin!` });
    await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect((await poolNamed(fields.name)).slug).toBe("zz-test-pool-twin-2");

    const before = await testPoolCount();
    const taken = await staffPost(`${LIST}/new`, staff.operations.cookie, poolFields({ slug: "apollo-14" }));
    expect(taken.status).toBe(400);
    expect(await pageText(taken)).toContain(POOL_MESSAGES.slugTaken);
    expect(await testPoolCount()).toBe(before);
  });

  it("answers field errors and writes nothing for bad input", async () => {
    const before = await testPoolCount();
    const response = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      poolFields({
        name: "",
        price: "lots",
        shallowDepthFt: "8",
        deepDepthFt: "4",
        images: "javascript:alert(1)",
        productUrl: "http://maker.example",
      }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      POOL_MESSAGES.nameRequired,
      POOL_MESSAGES.price,
      POOL_MESSAGES.shallowBelowDeep,
      POOL_MESSAGES.imageUrl,
      POOL_MESSAGES.productUrl,
    ]) {
      expect(html).toContain(message.replaceAll("'", "&#x27;"));
    }
    const tooMany = Array.from({ length: 16 }, (_, i) => `/images/pool-${i}.jpg`).join("\n");
    expect((await staffPost(`${LIST}/new`, staff.operations.cookie, poolFields({ images: tooMany }))).status).toBe(400);
    const unknownMaker = await staffPost(`${LIST}/new`, staff.operations.cookie, poolFields({ manufacturer: "Acme" }));
    expect(unknownMaker.status).toBe(400);
    expect(await pageText(unknownMaker)).toContain(POOL_MESSAGES.manufacturerUnknown);
    expect(await testPoolCount()).toBe(before);
  });

  it("saves an edit; an inactive pool leaves the public catalogue and its page", async () => {
    const pool = await createPool();
    const edit = await staffRequest(`${LIST}/${pool.id}`, staff.operations.cookie);
    expect(edit.status).toBe(200);
    expect(await pageText(edit)).toContain("No leads refer to this pool");

    const name = `${PREFIX} renamed Lagoon`;
    const response = await staffPost(`${LIST}/${pool.id}`, staff.operations.cookie, {
      ...poolFields({ name, slug: pool.slug, price: "60000", isActive: "" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(flashMessage(response)).toBe(`Pool "${name}" saved.`);
    expect(await poolNamed(name)).toMatchObject({ id: pool.id, slug: pool.slug, price: 60000, isActive: false });
    // The search echoes the name back in its fields; what must be gone is the pool's card and its link.
    const search = (await publicHtml(`/pools?q=${encodeURIComponent(name)}`)).html;
    expect(search).not.toContain(`/pool-detail/slug/${pool.slug}`);
    expect(search).not.toContain(`>${name}</h`);
    expect((await publicHtml(`/pool-detail/slug/${pool.slug}`)).status).toBe(404);
    expect((await publicHtml(`/pool-detail/${pool.id}`)).status).toBe(404);

    const missing = await staffPost(`${LIST}/999999`, staff.operations.cookie, { ...poolFields(), intent: "update" });
    expect(missing.status).toBe(404);
  });

  it("deletes a pool without leads; a pool with leads is only deactivated, and the page says so", async () => {
    const lonely = await createPool();
    const deleted = await staffPost(`${LIST}/${lonely.id}`, staff.operations.cookie, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(flashMessage(deleted)).toBe(`Pool "${lonely.name}" deleted.`);
    expect(await poolsNamed(lonely.name)).toHaveLength(0);

    const wanted = await createPool();
    const { db } = await getTestApp();
    const lead = await createLead(db, LeadSubmissionSchema.parse(estimatePayload({ poolId: wanted.id })));
    leadIds.push(lead.id);
    const editPage = await pageText(await staffRequest(`${LIST}/${wanted.id}`, staff.operations.cookie));
    expect(editPage).toContain("1 lead refers to this pool, so it cannot be deleted: deleting deactivates it instead.");

    const response = await staffPost(`${LIST}/${wanted.id}`, staff.operations.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(flashMessage(response)).toBe(`Pool "${wanted.name}" was deactivated, not deleted: 1 lead refers to it.`);
    expect(await poolNamed(wanted.name)).toMatchObject({ id: wanted.id, isActive: false });
    const [kept] = await db.select({ poolId: leads.poolId }).from(leads).where(eq(leads.id, lead.id));
    expect(kept?.poolId).toBe(wanted.id);
  });
});

describe("permissions", () => {
  it("refuses sales every pool screen and change, and sends anonymous visitors to sign in", async () => {
    const pool = await createPool();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${pool.id}`]) {
      expect((await staffRequest(path, staff.sales.cookie)).status, path).toBe(403);
      const anonymous = await staffRequest(path, null);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toContain("/admin-login?redirectTo=");
    }
    const before = await testPoolCount();
    expect((await staffPost(`${LIST}/new`, staff.sales.cookie, poolFields())).status).toBe(403);
    expect(
      (
        await staffPost(`${LIST}/${pool.id}`, staff.sales.cookie, {
          ...poolFields({ name: `${PREFIX} hijack` }),
          intent: "update",
        })
      ).status,
    ).toBe(403);
    expect((await staffPost(`${LIST}/${pool.id}`, staff.sales.cookie, { intent: "delete" })).status).toBe(403);
    expect(await testPoolCount()).toBe(before);
    expect(await poolNamed(pool.name)).toMatchObject({ id: pool.id, isActive: true });
  });
});
