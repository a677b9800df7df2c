import { and, asc, eq, like } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  blogCategories,
  blogPosts,
  designAddOns,
  faqItems,
  financingOptions,
  landingPages,
  manufacturers,
  pools,
  resources,
  testimonials,
} from "#db/schema/index.ts";
import { BLOG_CATEGORY_MESSAGES } from "~/lib/schemas/blog-category";
import { BLOG_POST_MESSAGES, BLOG_TAGS_MAX } from "~/lib/schemas/blog-post";
import { DESIGN_ADD_ON_MESSAGES, designAddOnFormValues } from "~/lib/schemas/design-add-on";
import { FAQ_ITEM_MESSAGES, faqItemFormValues } from "~/lib/schemas/faq-item";
import { FINANCING_PARTNER_MESSAGES, financingPartnerFormValues } from "~/lib/schemas/financing-partner";
import { LANDING_PAGE_MESSAGES, landingPageFormValues } from "~/lib/schemas/landing-page";
import { MANUFACTURER_MESSAGES, manufacturerFormValues } from "~/lib/schemas/manufacturer";
import { POOL_MESSAGES, poolFormValues } from "~/lib/schemas/pool";
import { RESOURCE_MESSAGES, resourceFormValues } from "~/lib/schemas/resource";
import { TESTIMONIAL_MESSAGES, testimonialFormValues } from "~/lib/schemas/testimonial";
import { listSitemapEntries } from "~/models/sitemap.server";
import { getTestApp } from "../setup/test-app.ts";
import { readPage } from "../support/http.ts";
import { decodeHtml, hrefs, languageAlternates, visibleText } from "../support/html.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { rememberRow } from "../support/restore-rows.ts";

// The staff forms' optional Spanish fields, and what the Spanish site makes of them: the Spanish blog lists only
// translated posts, an untranslated post's Spanish address shows the English with a note and claims no twin, and the
// sitemap lists the Spanish twins of translated posts, landing pages and pools. Seeded records edited here are put
// back as they were, so the other tests of this worker's database see the seed.

const SITE = "http://localhost:3000";
const staff = signedInStaffOfEveryRole();
const tooLong = (n: number) => "á".repeat(n + 1);

interface SpanishForm {
  name: string;
  list: string;
  table: PgTable & { id: AnyPgColumn };
  values: (row: never) => Record<string, string>;
  spanish: Record<string, string>;
  /** What the saved row holds afterwards. */
  saved: Record<string, unknown>;
  /** Each refused on its own, with its message, nothing saved. */
  bad: { field: string; value: string; message: string }[];
}

const FORMS: SpanishForm[] = [
  {
    name: "FAQ items",
    list: "/admin/faq",
    table: faqItems,
    values: faqItemFormValues,
    spanish: {
      questionEs: "¿Puedo nadar en invierno?",
      answerEs: "Sí, con una bomba de calor.",
      categoryEs: "Información general",
      tagsEs: "invierno, bomba de calor",
    },
    saved: {
      questionEs: "¿Puedo nadar en invierno?",
      answerEs: "Sí, con una bomba de calor.",
      categoryEs: "Información general",
      tagsEs: ["invierno", "bomba de calor"],
    },
    bad: [
      { field: "answerEs", value: tooLong(5000), message: FAQ_ITEM_MESSAGES.answerEsTooLong },
      { field: "categoryEs", value: tooLong(100), message: FAQ_ITEM_MESSAGES.categoryEsTooLong },
      { field: "tagsEs", value: tooLong(40), message: FAQ_ITEM_MESSAGES.tagEsTooLong },
      {
        field: "tagsEs",
        value: Array.from({ length: 13 }, (_, i) => `etiqueta ${i}`).join(", "),
        message: FAQ_ITEM_MESSAGES.tagsEsTooMany,
      },
    ],
  },
  {
    name: "pools",
    list: "/admin/pools",
    table: pools,
    values: poolFormValues,
    spanish: {
      descriptionEs: "Una piscina amplia para toda la familia.",
      featuresEs: "Banca\nEscalones de entrada",
      warrantyEs: "Garantía estructural de por vida",
    },
    saved: {
      descriptionEs: "Una piscina amplia para toda la familia.",
      featuresEs: ["Banca", "Escalones de entrada"],
      warrantyEs: "Garantía estructural de por vida",
    },
    bad: [
      { field: "featuresEs", value: "x".repeat(300), message: POOL_MESSAGES.featureEsTooLong },
      { field: "warrantyEs", value: tooLong(255), message: POOL_MESSAGES.warrantyEsTooLong },
    ],
  },
  {
    name: "manufacturers",
    list: "/admin/manufacturers",
    table: manufacturers,
    values: manufacturerFormValues,
    spanish: { descriptionEs: "Fabricante de piscinas de fibra de vidrio." },
    saved: { descriptionEs: "Fabricante de piscinas de fibra de vidrio." },
    bad: [{ field: "descriptionEs", value: tooLong(5000), message: MANUFACTURER_MESSAGES.descriptionEsTooLong }],
  },
  {
    name: "design add-ons",
    list: "/admin/design-add-ons",
    table: designAddOns,
    values: designAddOnFormValues,
    spanish: { nameEs: "Calentador", descriptionEs: "Agua tibia todo el año." },
    saved: { nameEs: "Calentador", descriptionEs: "Agua tibia todo el año." },
    bad: [{ field: "descriptionEs", value: tooLong(300), message: DESIGN_ADD_ON_MESSAGES.descriptionEsTooLong }],
  },
  {
    name: "testimonials",
    list: "/admin/testimonials",
    table: testimonials,
    values: testimonialFormValues,
    spanish: { contentEs: "¡Nos encanta nuestra piscina!" },
    saved: { contentEs: "¡Nos encanta nuestra piscina!" },
    bad: [{ field: "contentEs", value: tooLong(5000), message: TESTIMONIAL_MESSAGES.contentEsTooLong }],
  },
  {
    name: "financing partners",
    list: "/admin/financing-partners",
    table: financingOptions,
    values: financingPartnerFormValues,
    spanish: { descriptionEs: "Préstamos para piscinas.", featuresEs: "Sin pago inicial", requirementsEs: "Crédito" },
    saved: { descriptionEs: "Préstamos para piscinas.", featuresEs: ["Sin pago inicial"], requirementsEs: ["Crédito"] },
    bad: [{ field: "descriptionEs", value: tooLong(2000), message: FINANCING_PARTNER_MESSAGES.descriptionEsTooLong }],
  },
  {
    name: "resources",
    list: "/admin/resources",
    table: resources,
    values: resourceFormValues,
    spanish: { titleEs: "Guía del comprador", descriptionEs: "Todo lo que debe saber." },
    saved: { titleEs: "Guía del comprador", descriptionEs: "Todo lo que debe saber." },
    bad: [{ field: "titleEs", value: tooLong(255), message: RESOURCE_MESSAGES.titleEsTooLong }],
  },
  {
    name: "landing pages",
    list: "/admin/landing-pages",
    table: landingPages,
    values: landingPageFormValues,
    spanish: { titleEs: "Piscinas en Tampa", contentEs: "<p>Piscinas de fibra de vidrio en Tampa.</p>" },
    saved: { titleEs: "Piscinas en Tampa", contentEs: "<p>Piscinas de fibra de vidrio en Tampa.</p>" },
    bad: [{ field: "metaTitleEs", value: tooLong(255), message: LANDING_PAGE_MESSAGES.metaTitleEsTooLong }],
  },
];

async function firstRow(table: SpanishForm["table"]) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(table).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error("nothing seeded");
  return row as Record<string, unknown> & { id: number };
}

async function rowById(table: SpanishForm["table"], id: number) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Record<string, unknown>;
}

function update(list: string, id: number, fields: Record<string, string>) {
  return staffPost(`${list}/${id}`, staff.operations.cookie, { ...fields, intent: "update" });
}

describe.each(FORMS)("the $name form's Spanish fields", (form) => {
  it("shows them in a Spanish (optional) fieldset, saves them, and refuses bad input with a clear error", async () => {
    const original = await firstRow(form.table);
    const englishFields = form.values(original as never);
    try {
      const page = await pageText(await staffRequest(`${form.list}/${original.id}`, staff.operations.cookie));
      expect(page).toContain("Spanish (optional)");
      for (const field of Object.keys(form.spanish)) expect(page).toContain(`name="${field}"`);

      const saved = await update(form.list, original.id, { ...englishFields, ...form.spanish });
      expect(saved.status, await saved.clone().text()).toBe(302);
      const afterSave = await rowById(form.table, original.id);
      expect(afterSave).toMatchObject(form.saved);

      for (const bad of form.bad) {
        const refused = await update(form.list, original.id, {
          ...englishFields,
          ...form.spanish,
          [bad.field]: bad.value,
        });
        expect(refused.status, bad.message).toBe(400);
        expect(decodeHtml(await pageText(refused))).toContain(bad.message);
        expect(await rowById(form.table, original.id)).toEqual(afterSave);
      }
    } finally {
      const restored = await update(form.list, original.id, englishFields);
      expect(restored.status).toBe(302);
    }
  });
});

const PREFIX = "es-test-post";
const translatedSlug = `${PREFIX}-translated`;
const englishOnlySlug = `${PREFIX}-english-only`;

afterAll(async () => {
  const { db } = await getTestApp();
  await db.delete(blogPosts).where(like(blogPosts.slug, `${PREFIX}%`));
});

function postFields(slug: string, overrides: Record<string, string> = {}) {
  return {
    title: `English title of ${slug}`,
    slug,
    excerpt: "An English excerpt.",
    content: "An English article about pools.",
    coverImage: "",
    categoryId: "",
    tags: "",
    author: "Editorial Team",
    status: "published",
    scheduledFor: "",
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}

async function postRow(slug: string) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row;
}

const canonical = (html: string) => decodeHtml(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "");
const hreflangs = (html: string) => [...languageAlternates(html).keys()];

describe("blog posts in Spanish", () => {
  it("saves a post's Spanish version, refuses a too long one (nothing saved), and lists only translated posts", async () => {
    const refused = await staffPost("/admin/blog/new", staff.operations.cookie, {
      ...postFields(translatedSlug),
      titleEs: tooLong(255),
    });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await pageText(refused))).toContain(BLOG_POST_MESSAGES.titleEsTooLong);
    expect(await postRow(translatedSlug)).toBeUndefined();
    const tooManyTags = await staffPost("/admin/blog/new", staff.operations.cookie, {
      ...postFields(translatedSlug),
      tagsEs: Array.from({ length: BLOG_TAGS_MAX + 1 }, (_, index) => `etiqueta ${index}`).join(", "),
    });
    expect(tooManyTags.status).toBe(400);
    expect(decodeHtml(await pageText(tooManyTags))).toContain(BLOG_POST_MESSAGES.tagsEsTooMany);
    expect(await postRow(translatedSlug)).toBeUndefined();

    const created = await staffPost("/admin/blog/new", staff.operations.cookie, {
      ...postFields(translatedSlug),
      titleEs: "Cómo cuidar su piscina en verano",
      excerptEs: "Consejos para el calor de Florida.",
      contentEs: "Cepille las paredes cada semana.\n\nRevise el cloro después de cada aguacero.",
      tags: "summer care, brushing",
      tagsEs: "cuidado en verano, cepillado",
    });
    expect(created.status, await created.clone().text()).toBe(302);
    const row = await postRow(translatedSlug);
    expect(row?.titleEs).toBe("Cómo cuidar su piscina en verano");
    expect(row?.contentEs).toContain("<p>Cepille las paredes cada semana.</p>");
    expect(row?.contentEs).toContain("<p>Revise el cloro después de cada aguacero.</p>");
    expect(row?.tagsEs).toEqual(["cuidado en verano", "cepillado"]);
    const english = await staffPost("/admin/blog/new", staff.operations.cookie, postFields(englishOnlySlug));
    expect(english.status).toBe(302);

    const { html: list } = await readPage("/es/blog?search=cuidar");
    expect(visibleText(list)).toContain("Cómo cuidar su piscina en verano");
    expect(hrefs(list)).toContain(`/es/blog/${translatedSlug}`);

    const { html: all } = await readPage("/es/blog");
    const postLinks = hrefs(all).filter((href) => href.startsWith("/es/blog/"));
    expect(postLinks).not.toContain(`/es/blog/${englishOnlySlug}`);
    expect(hrefs(all).filter((href) => href.startsWith("/blog/"))).toEqual([]);
    // The seeded posts are listed with their Spanish versions.
    expect(postLinks.length).toBeGreaterThan(1);
    const { html: concrete } = await readPage("/es/blog?search=concreto");
    expect(hrefs(concrete)).toContain("/es/blog/fiberglass-vs-concrete-pools-florida");
    expect(visibleText(all)).toContain("Artículos recientes");
    expect(all).toContain('<html lang="es-US"');
  });

  it("reads a translated post in Spanish with its Spanish twin; an untranslated one in English with a note", async () => {
    const { html: translated } = await readPage(`/es/blog/${translatedSlug}`);
    expect(visibleText(translated)).toContain("Cómo cuidar su piscina en verano");
    expect(visibleText(translated)).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(visibleText(translated)).not.toContain("todavía no está en español");
    // Its Spanish tags, not the English ones.
    expect(visibleText(translated)).toContain("cuidado en verano");
    expect(visibleText(translated)).not.toContain("summer care");
    expect(canonical(translated)).toBe(`${SITE}/es/blog/${translatedSlug}`);
    expect(hreflangs(translated)).toEqual(expect.arrayContaining(["en-US", "es-US", "x-default"]));

    const { status, html: untranslated } = await readPage(`/es/blog/${englishOnlySlug}`);
    expect(status).toBe(200);
    const text = visibleText(untranslated);
    expect(text).toContain("Este artículo todavía no está en español: está leyendo la versión en inglés.");
    expect(text).toContain(`English title of ${englishOnlySlug}`);
    expect(canonical(untranslated)).toBe(`${SITE}/blog/${englishOnlySlug}`);
    expect(hreflangs(untranslated)).toEqual([]);

    // The English page is as it was: no note, its own canonical.
    const { html: englishPage } = await readPage(`/blog/${englishOnlySlug}`);
    expect(visibleText(englishPage)).not.toContain("todavía no está en español");
    expect(canonical(englishPage)).toBe(`${SITE}/blog/${englishOnlySlug}`);
  });

  it("lists the Spanish twins of translated posts, landing pages and pools in the sitemap, and only those", async () => {
    const { db } = await getTestApp();
    const [pool] = await db.select().from(pools).where(eq(pools.isActive, true)).orderBy(asc(pools.id)).limit(1);
    const [landing] = await db
      .select()
      .from(landingPages)
      .where(eq(landingPages.contentType, "html"))
      .orderBy(asc(landingPages.id))
      .limit(1);
    const restorePool = await rememberRow(db, pools, eq(pools.id, pool!.id));
    const restoreLanding = landing ? await rememberRow(db, landingPages, eq(landingPages.id, landing.id)) : null;
    await db.update(pools).set({ descriptionEs: null }).where(eq(pools.id, pool!.id));
    try {
      expect((await listSitemapEntries(db)).map((entry) => entry.path)).not.toContain(
        `/es/pool-detail/slug/${pool!.slug}`,
      );
      await db.update(pools).set({ descriptionEs: "Una piscina preciosa." }).where(eq(pools.id, pool!.id));
      let paths = (await listSitemapEntries(db)).map((entry) => entry.path);
      expect(paths).toContain(`/es/blog/${translatedSlug}`);
      expect(paths).toContain(`/blog/${englishOnlySlug}`);
      expect(paths).not.toContain(`/es/blog/${englishOnlySlug}`);
      expect(paths).toContain(`/es/pool-detail/slug/${pool!.slug}`);
      if (landing?.status === "published") {
        await db.update(landingPages).set({ titleEs: null, contentEs: null }).where(eq(landingPages.id, landing.id));
        paths = (await listSitemapEntries(db)).map((entry) => entry.path);
        expect(paths).not.toContain(`/es/${landing.slug}`);
        await db
          .update(landingPages)
          .set({ titleEs: "Piscinas", contentEs: "<p>Piscinas.</p>" })
          .where(eq(landingPages.id, landing.id));
        paths = (await listSitemapEntries(db)).map((entry) => entry.path);
        expect(paths).toContain(`/es/${landing.slug}`);
      }
      const app = await getTestApp();
      const xml = await (await app.request("/sitemap.xml")).text();
      expect(xml).toContain(`/es/blog/${translatedSlug}</loc>`);
      expect(xml).not.toContain(`/es/blog/${englishOnlySlug}</loc>`);
    } finally {
      await restorePool();
      await restoreLanding?.();
    }
  });

  it("shows an untranslated landing page's Spanish address in English with a note and no hreflang", async () => {
    const { db } = await getTestApp();
    const [html] = await db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.status, "published"), eq(landingPages.contentType, "html")))
      .orderBy(asc(landingPages.id))
      .limit(1);
    const restore = await rememberRow(db, landingPages, eq(landingPages.id, html!.id));
    try {
      // The seed translates its pages; this one is made English-only, as a page staff add without Spanish.
      await db.update(landingPages).set({ titleEs: null, contentEs: null }).where(eq(landingPages.id, html!.id));
      const { status, html: page } = await readPage(`/es/${html!.slug}`);
      expect(status).toBe(200);
      expect(visibleText(page)).toContain("Esta página todavía no está en español");
      expect(canonical(page)).toBe(`${SITE}/${html!.slug}`);
      expect(hreflangs(page)).toEqual([]);
    } finally {
      await restore();
    }
  });
});

describe("blog categories' Spanish name", () => {
  it("saves it and refuses one too long", async () => {
    const { db } = await getTestApp();
    const [category] = await db.select().from(blogCategories).orderBy(asc(blogCategories.id)).limit(1);
    const restore = await rememberRow(db, blogCategories, eq(blogCategories.id, category!.id));
    const fields = {
      intent: "category-update",
      categoryId: String(category!.id),
      name: category!.name,
      slug: category!.slug,
      description: category!.description ?? "",
    };
    try {
      const refused = await staffPost("/admin/blog", staff.operations.cookie, { ...fields, nameEs: tooLong(100) });
      expect(refused.status).toBe(400);
      expect(decodeHtml(await pageText(refused))).toContain(BLOG_CATEGORY_MESSAGES.nameEsTooLong);
      const saved = await staffPost("/admin/blog", staff.operations.cookie, { ...fields, nameEs: "Guías de compra" });
      expect(saved.status).toBe(302);
      const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, category!.id));
      expect(row?.nameEs).toBe("Guías de compra");
    } finally {
      await restore();
    }
  });
});
