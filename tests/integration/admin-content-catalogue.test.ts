import { and, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { manufacturers, poolColors, pools, testimonials } from "#db/schema/index.ts";
import { MANUFACTURER_MESSAGES } from "~/lib/schemas/manufacturer";
import { POOL_COLOR_MESSAGES } from "~/lib/schemas/pool-color";
import { TESTIMONIAL_MESSAGES } from "~/lib/schemas/testimonial";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage the catalogue's manufacturers, pool colors and testimonials.
// Every record made here is named with PREFIX and removed after each test
// (pools and colors first, since they name their manufacturer), so the
// public-page tests sharing this worker's database see the seeded rows only.

const PREFIX = "Zz Test";
const MANUFACTURERS = "/admin/manufacturers";
const COLORS = "/admin/pool-colors";
const TESTIMONIALS = "/admin/testimonials";

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(pools).where(like(pools.name, `${PREFIX}%`));
  await db.delete(poolColors).where(like(poolColors.colorName, `${PREFIX}%`));
  await db.delete(poolColors).where(like(poolColors.manufacturer, `${PREFIX}%`));
  await db.delete(manufacturers).where(like(manufacturers.name, `${PREFIX}%`));
  await db.delete(testimonials).where(like(testimonials.customerName, `${PREFIX}%`));
});

let counter = 0;
const unique = () => (counter += 1);

async function publicHtml(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return pageText(response);
}

async function only<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row, ...rest] = await rows;
  if (!row || rest.length) throw new Error(`expected one ${what}, found ${rest.length + (row ? 1 : 0)}`);
  return row;
}

// ---------------------------------------------------------------------------
// Manufacturers

function manufacturerFields(overrides: Record<string, string> = {}) {
  return {
    name: `${PREFIX} Pools ${unique()}`,
    description:
      "Fiberglass shells from a test plant.\nLifetime warranty - Covers the shell.\nFast install - Ten days.",
    logo: "/images/brands/latham.svg",
    iconLogo: "🌊",
    website: "https://pools.example.com",
    enabled: "on",
    displayOrder: "",
    ...overrides,
  };
}

const manufacturerNamed = (name: string) =>
  getTestApp().then(({ db }) => db.select().from(manufacturers).where(eq(manufacturers.name, name)));

async function createManufacturer(overrides: Record<string, string> = {}) {
  const fields = manufacturerFields(overrides);
  const response = await staffPost(`${MANUFACTURERS}/new`, staff.operations.cookie, fields);
  expect(response.status).toBe(302);
  return only(manufacturerNamed(fields.name), "manufacturer");
}

describe("manufacturers", () => {
  it("lists the seeded manufacturers with what names them, and searches", async () => {
    const html = await pageText(await staffRequest(MANUFACTURERS, staff.operations.cookie));
    expect(html).toContain("Latham");
    expect(html).toMatch(/\d+ pools and \d+ colors/);
    const search = await pageText(await staffRequest(`${MANUFACTURERS}?q=lakeland`, staff.operations.cookie));
    expect(search).toContain("San Juan");
    expect(search).not.toContain(">Latham<");
    const disabled = await pageText(await staffRequest(`${MANUFACTURERS}?status=disabled`, staff.admin.cookie));
    expect(disabled).toContain("No manufacturers match");
  });

  it("creates a manufacturer whose card the home page shows at once, placed last", async () => {
    const fields = manufacturerFields();
    const response = await staffPost(`${MANUFACTURERS}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(MANUFACTURERS);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    const row = await only(manufacturerNamed(fields.name), "manufacturer");
    expect(row).toMatchObject({ enabled: true, website: "https://pools.example.com", iconLogo: "🌊" });
    const { db } = await getTestApp();
    const orders = (await db.select({ order: manufacturers.displayOrder }).from(manufacturers)).map((r) => r.order);
    expect(row.displayOrder).toBe(Math.max(...orders));

    const home = await publicHtml("/");
    expect(home).toContain(fields.name);
    expect(home).toContain("Lifetime warranty");
    expect(home).toContain("Covers the shell.");
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const response = await staffPost(
      `${MANUFACTURERS}/new`,
      staff.operations.cookie,
      manufacturerFields({
        name: " ",
        website: "http://pools.example.com",
        logo: "data:image/svg+xml;base64,PHN2Zz4=",
        iconLogo: "javascript:alert(document.cookie)",
        displayOrder: "ten",
      }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      MANUFACTURER_MESSAGES.nameRequired,
      MANUFACTURER_MESSAGES.website,
      MANUFACTURER_MESSAGES.logo,
      MANUFACTURER_MESSAGES.iconLogo,
      "Display order must be a whole number from 0 to 9999",
    ]) {
      expect(html).toContain(message);
    }
    // Names are unique whatever their case: "latham" would split Latham's pools and colors.
    const taken = await staffPost(
      `${MANUFACTURERS}/new`,
      staff.operations.cookie,
      manufacturerFields({ name: "LATHAM" }),
    );
    expect(taken.status).toBe(400);
    expect(await pageText(taken)).toContain(MANUFACTURER_MESSAGES.nameTaken);
    const { db } = await getTestApp();
    expect(
      await db
        .select()
        .from(manufacturers)
        .where(like(manufacturers.name, `${PREFIX}%`)),
    ).toHaveLength(0);
    expect(await db.select().from(manufacturers).where(eq(manufacturers.name, "LATHAM"))).toHaveLength(0);
  });

  it("renames the manufacturer on its pools and colors in one save", async () => {
    const maker = await createManufacturer();
    const { db } = await getTestApp();
    await db.insert(pools).values({
      slug: `zz-test-pool-${unique()}`,
      name: `${PREFIX} pool`,
      manufacturer: maker.name,
      brand: maker.name.toUpperCase(),
      isActive: false,
    });
    await db.insert(poolColors).values({ manufacturer: maker.name, colorName: `${PREFIX} Teal`, colorHex: "#118899" });
    const edit = await pageText(await staffRequest(`${MANUFACTURERS}/${maker.id}`, staff.operations.cookie));
    expect(edit).toContain("Used by 1 pool and 1 color");
    expect(edit).toContain("It cannot be deleted while 1 pool and 1 color name it.");

    const renamed = `${maker.name} Renamed`;
    const response = await staffPost(`${MANUFACTURERS}/${maker.id}`, staff.operations.cookie, {
      ...manufacturerFields({ name: renamed, enabled: "", displayOrder: "40" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(await only(manufacturerNamed(renamed), "manufacturer")).toMatchObject({
      id: maker.id,
      enabled: false,
      displayOrder: 40,
    });
    const [pool] = await db
      .select()
      .from(pools)
      .where(eq(pools.name, `${PREFIX} pool`));
    expect(pool).toMatchObject({ manufacturer: renamed, brand: renamed });
    const [color] = await db
      .select()
      .from(poolColors)
      .where(eq(poolColors.colorName, `${PREFIX} Teal`));
    expect(color!.manufacturer).toBe(renamed);
    // Disabled: off the home page.
    expect(await publicHtml("/")).not.toContain(renamed);

    // Another manufacturer's name is refused, and nothing moves.
    const refused = await staffPost(`${MANUFACTURERS}/${maker.id}`, staff.operations.cookie, {
      ...manufacturerFields({ name: "San Juan" }),
      intent: "update",
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(MANUFACTURER_MESSAGES.nameTaken);
    expect(
      (
        await db
          .select()
          .from(pools)
          .where(eq(pools.name, `${PREFIX} pool`))
      )[0]!.manufacturer,
    ).toBe(renamed);
  });

  it("deletes a manufacturer only when no pool or color names it", async () => {
    const maker = await createManufacturer();
    const { db } = await getTestApp();
    await db.insert(poolColors).values({ manufacturer: maker.name, colorName: `${PREFIX} Sand`, colorHex: "#CCBB99" });
    const inUse = await staffPost(`${MANUFACTURERS}/${maker.id}`, staff.admin.cookie, { intent: "delete" });
    expect(inUse.status).toBe(409);
    expect(await manufacturerNamed(maker.name)).toHaveLength(1);

    await db.delete(poolColors).where(eq(poolColors.manufacturer, maker.name));
    const deleted = await staffPost(`${MANUFACTURERS}/${maker.id}`, staff.admin.cookie, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await manufacturerNamed(maker.name)).toHaveLength(0);
    expect((await staffRequest(`${MANUFACTURERS}/${maker.id}`, staff.operations.cookie)).status).toBe(404);
    expect(await publicHtml("/")).not.toContain(maker.name);
  });
});

// ---------------------------------------------------------------------------
// Pool colors

function colorFields(overrides: Record<string, string> = {}) {
  return {
    manufacturer: "Latham",
    colorName: `${PREFIX} Lagoon ${unique()}`,
    colorSeries: "Crystal",
    colorType: "Crystal gelcoat",
    colorHex: "#1f6fb5",
    gradientFrom: "3a8",
    gradientTo: "#124C86",
    description: "A test lagoon blue.",
    displayOrder: "",
    ...overrides,
  };
}

const colorNamed = (name: string) =>
  getTestApp().then(({ db }) => db.select().from(poolColors).where(eq(poolColors.colorName, name)));

describe("pool colors", () => {
  it("creates a color that /latham-pools and Latham pool pages show at once, hex stored as #RRGGBB", async () => {
    const fields = colorFields();
    const response = await staffPost(`${COLORS}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(COLORS);
    const row = await only(colorNamed(fields.colorName), "color");
    expect(row).toMatchObject({ manufacturer: "Latham", colorHex: "#1F6FB5", gradientFrom: "#33AA88" });

    expect(await publicHtml("/latham-pools")).toContain(fields.colorName);
    const { db } = await getTestApp();
    const [lathamPool] = await db
      .select({ id: pools.id })
      .from(pools)
      .where(and(eq(pools.manufacturer, "Latham"), eq(pools.isActive, true)))
      .limit(1);
    expect(await publicHtml(`/pool-detail/${lathamPool!.id}`)).toContain(fields.colorName);

    const list = await pageText(
      await staffRequest(`${COLORS}?manufacturer=Latham&q=zz+test+lagoon`, staff.operations.cookie),
    );
    expect(list).toContain(fields.colorName);
    expect(list).toContain("<strong>1</strong> color");
    const sanJuan = await pageText(
      await staffRequest(`${COLORS}?manufacturer=San+Juan&q=zz+test+lagoon`, staff.admin.cookie),
    );
    expect(sanJuan).toContain("No colors match");
  });

  it("saves an edit, which the public page follows, and deletes", async () => {
    const fields = colorFields();
    await staffPost(`${COLORS}/new`, staff.operations.cookie, fields);
    const color = await only(colorNamed(fields.colorName), "color");
    const edit = await pageText(await staffRequest(`${COLORS}/${color.id}`, staff.operations.cookie));
    expect(edit).toContain("#33AA88");

    const renamed = `${PREFIX} Deep Lagoon ${unique()}`;
    const response = await staffPost(`${COLORS}/${color.id}`, staff.operations.cookie, {
      ...colorFields({ colorName: renamed, gradientFrom: "", gradientTo: "", colorHex: "0b93d1" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(await only(colorNamed(renamed), "color")).toMatchObject({
      id: color.id,
      colorHex: "#0B93D1",
      gradientFrom: null,
      gradientTo: null,
    });
    const latham = await publicHtml("/latham-pools");
    expect(latham).toContain(renamed);
    expect(latham).not.toContain(fields.colorName);

    const deleted = await staffPost(`${COLORS}/${color.id}`, staff.operations.cookie, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await colorNamed(renamed)).toHaveLength(0);
    expect(await publicHtml("/latham-pools")).not.toContain(renamed);
  });

  it("refuses bad colors and unknown manufacturers with field messages", async () => {
    const bad = await staffPost(
      `${COLORS}/new`,
      staff.operations.cookie,
      colorFields({ colorName: "", colorHex: "#12345G" }),
    );
    expect(bad.status).toBe(400);
    const html = await pageText(bad);
    expect(html).toContain(POOL_COLOR_MESSAGES.nameRequired);
    expect(html).toContain(POOL_COLOR_MESSAGES.hex);
    const halfGradient = await staffPost(
      `${COLORS}/new`,
      staff.operations.cookie,
      colorFields({ gradientFrom: "#ffffff", gradientTo: "" }),
    );
    expect(halfGradient.status).toBe(400);
    expect(await pageText(halfGradient)).toContain(POOL_COLOR_MESSAGES.gradientPair);
    const noColor = await staffPost(
      `${COLORS}/new`,
      staff.operations.cookie,
      colorFields({ colorHex: "", gradientFrom: "", gradientTo: "" }),
    );
    expect(noColor.status).toBe(400);
    expect(await pageText(noColor)).toContain(POOL_COLOR_MESSAGES.colorOrGradient);
    const unknown = await staffPost(`${COLORS}/new`, staff.operations.cookie, colorFields({ manufacturer: "Acme" }));
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain(POOL_COLOR_MESSAGES.manufacturerUnknown);
    const { db } = await getTestApp();
    expect(
      await db
        .select()
        .from(poolColors)
        .where(like(poolColors.colorName, `${PREFIX}%`)),
    ).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------
// Testimonials

function testimonialFields(overrides: Record<string, string> = {}) {
  return {
    customerName: `${PREFIX} Customer ${unique()}`,
    location: "",
    city: "Ocala",
    state: "fl",
    rating: "5",
    content: "The crew was on time every day and the pool was swimmable in two weeks.",
    poolType: "Fiberglass",
    poolSize: "Small 12x24",
    installationYear: "2025",
    projectValue: "$48,500",
    beforeImage: "",
    afterImage: "/uploads/0123456789abcdef0123456789abcdef-1600x1200/1600.webp",
    isVerified: "on",
    isFeatured: "on",
    googleReviewId: "",
    googlePlaceId: "",
    source: "manual",
    ...overrides,
  };
}

const testimonialFrom = (name: string) =>
  getTestApp().then(({ db }) => db.select().from(testimonials).where(eq(testimonials.customerName, name)));

describe("testimonials", () => {
  it("adds a featured testimonial that leads the home page's reviews at once", async () => {
    const fields = testimonialFields();
    const response = await staffPost(`${TESTIMONIALS}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(TESTIMONIALS);
    const row = await only(testimonialFrom(fields.customerName), "testimonial");
    expect(row).toMatchObject({ state: "FL", projectValue: 48500, isFeatured: true, isVerified: true, rating: 5 });

    const home = await publicHtml("/");
    const reviews = home.slice(home.indexOf('id="testimonials-heading"'));
    const firstReview = reviews.slice(reviews.indexOf("<figure"), reviews.indexOf("</figure>"));
    expect(firstReview).toContain(fields.customerName);
    expect(firstReview).toContain("Ocala, FL");
  });

  it("edits and deletes a testimonial; the home page follows", async () => {
    const fields = testimonialFields();
    await staffPost(`${TESTIMONIALS}/new`, staff.operations.cookie, fields);
    const row = await only(testimonialFrom(fields.customerName), "testimonial");
    const content = "Edited: they came back to fix a loose coping stone the same week.";
    const response = await staffPost(`${TESTIMONIALS}/${row.id}`, staff.operations.cookie, {
      ...testimonialFields({ customerName: fields.customerName, content, rating: "4", isVerified: "" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(await only(testimonialFrom(fields.customerName), "testimonial")).toMatchObject({
      id: row.id,
      content,
      rating: 4,
      isVerified: false,
    });
    expect(await publicHtml("/")).toContain(content);

    const deleted = await staffPost(`${TESTIMONIALS}/${row.id}`, staff.operations.cookie, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(await testimonialFrom(fields.customerName)).toHaveLength(0);
    expect(await publicHtml("/")).not.toContain(content);
  });

  it("searches and filters by featured, verified and rating", async () => {
    const fields = testimonialFields({ rating: "3", isFeatured: "", content: "A zebra-striped test review." });
    await staffPost(`${TESTIMONIALS}/new`, staff.operations.cookie, fields);
    const show = (query: string) =>
      staffRequest(`${TESTIMONIALS}?${query}`, staff.operations.cookie).then((r) => pageText(r));
    expect(await show("q=zebra-striped")).toContain(fields.customerName);
    expect(await show("q=zebra-striped&featured=no&verified=yes&rating=3")).toContain(fields.customerName);
    expect(await show("q=zebra-striped&featured=yes")).toContain("No testimonials match");
    expect(await show("q=zebra-striped&rating=5")).toContain("No testimonials match");
    expect(await show("rating=9")).toContain("Part of the address was not understood and was ignored.");
  });

  it("refuses bad input with field messages, and shows staff text escaped", async () => {
    const response = await staffPost(
      `${TESTIMONIALS}/new`,
      staff.operations.cookie,
      testimonialFields({
        rating: "6",
        state: "Florida",
        content: " ",
        installationYear: "1800",
        projectValue: "-5",
        beforeImage: "javascript:alert(1)",
      }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of Object.values({
      rating: TESTIMONIAL_MESSAGES.rating,
      state: TESTIMONIAL_MESSAGES.state,
      content: TESTIMONIAL_MESSAGES.contentRequired,
      year: TESTIMONIAL_MESSAGES.installationYear,
      value: TESTIMONIAL_MESSAGES.projectValue,
      image: TESTIMONIAL_MESSAGES.image,
    })) {
      expect(html).toContain(message);
    }
    const { db } = await getTestApp();
    expect(
      await db
        .select()
        .from(testimonials)
        .where(like(testimonials.customerName, `${PREFIX}%`)),
    ).toHaveLength(0);

    const fields = testimonialFields({ content: `<script>alert("review")</script> <img src=x onerror=alert(1)>` });
    await staffPost(`${TESTIMONIALS}/new`, staff.operations.cookie, fields);
    const row = await only(testimonialFrom(fields.customerName), "testimonial");
    for (const page of [
      await publicHtml("/"),
      await pageText(await staffRequest(TESTIMONIALS, staff.operations.cookie)),
      await pageText(await staffRequest(`${TESTIMONIALS}/${row.id}`, staff.operations.cookie)),
    ]) {
      expect(page).not.toContain('<script>alert("review")');
      expect(page).not.toContain("<img src=x");
      expect(page).toContain("&lt;script&gt;");
    }
  });
});

// ---------------------------------------------------------------------------
// Permissions

describe("who may manage the catalogue content", () => {
  it("refuses sales (403) on every screen and every post, and changes nothing", async () => {
    const maker = await createManufacturer();
    const { db } = await getTestApp();
    const [color] = await db.select({ id: poolColors.id }).from(poolColors).limit(1);
    const [testimonial] = await db.select({ id: testimonials.id }).from(testimonials).limit(1);
    const edits = [`${MANUFACTURERS}/${maker.id}`, `${COLORS}/${color!.id}`, `${TESTIMONIALS}/${testimonial!.id}`];
    for (const path of [
      MANUFACTURERS,
      COLORS,
      TESTIMONIALS,
      ...edits,
      ...[MANUFACTURERS, COLORS, TESTIMONIALS].map((p) => `${p}/new`),
    ]) {
      for (const role of ["admin", "operations"] as const) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
    }
    const posts: [string, Record<string, string>][] = [
      [`${MANUFACTURERS}/new`, manufacturerFields()],
      [`${COLORS}/new`, colorFields()],
      [`${TESTIMONIALS}/new`, testimonialFields()],
      [edits[0]!, { ...manufacturerFields({ name: `${maker.name} by sales` }), intent: "update" }],
      ...edits.map((path): [string, Record<string, string>] => [path, { intent: "delete" }]),
    ];
    for (const [path, fields] of posts) {
      expect((await staffPost(path, staff.sales.cookie, fields)).status, `sales POST ${path}`).toBe(403);
    }
    expect(await manufacturerNamed(maker.name)).toHaveLength(1);
    expect(await db.select().from(poolColors).where(eq(poolColors.id, color!.id))).toHaveLength(1);
    expect(await db.select().from(testimonials).where(eq(testimonials.id, testimonial!.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(testimonials)
        .where(like(testimonials.customerName, `${PREFIX}%`)),
    ).toHaveLength(0);
  });

  it("sends anonymous visitors to sign in", async () => {
    for (const path of [MANUFACTURERS, `${COLORS}/new`, `${TESTIMONIALS}/1`]) {
      const response = await staffRequest(path, null);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect((await staffPost(`${TESTIMONIALS}/new`, null, testimonialFields())).status).toBe(302);
  });
});
