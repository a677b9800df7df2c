import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { financingOptions } from "#db/schema/index.ts";
import { financingPartners } from "#db/seed/content/financing-partners.ts";
import { calculatorTexts } from "~/content/texts/calculator.server";
import { financingTexts } from "~/content/texts/financing.server";
import { loansTexts } from "~/content/texts/loans.server";
import { fill } from "~/lib/i18n/translate";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { htmlPage as page } from "../support/http.ts";
import { decodeHtml as decode, visibleText as text, jsonLd } from "../support/html.ts";

const SITE = "http://localhost:3000";

/** Every <a> with its decoded href, target, rel and text. */
const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: decode(/href="([^"]*)"/.exec(attrs!)?.[1] ?? ""),
    target: /target="([^"]*)"/.exec(attrs!)?.[1] ?? null,
    rel: /rel="([^"]*)"/.exec(attrs!)?.[1] ?? null,
    text: text(inner!).trim(),
  }));

/** The attributes of every <input type="range">. */
const ranges = (html: string) =>
  [...html.matchAll(/<input type="range"([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, decode(v!)])),
  );

/** Text comparison that ignores the spaces markup puts between inline elements. */
const squash = (value: string) => value.replace(/\s+/g, "");
const expectText = (body: string, expected: string) => expect(squash(body)).toContain(squash(expected));
const expectNoText = (body: string, unexpected: string) => expect(squash(body)).not.toContain(squash(unexpected));

const linkNamed = (html: string, name: string) => links(html).filter((l) => l.text.startsWith(name));

function expectPageBasics(html: string, path: string) {
  expect(html).toMatch(/<title>[^<]+\| Florida Fiberglass Pools<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`);
  expect(html).toContain('property="og:title"');
  expect(html.match(/<h1[\s>]/g), `one h1 on ${path}`).toHaveLength(1);
  expect(html).toContain('aria-labelledby="closing-cta"');
}

/** Runs a change to a partner row and always puts the seeded values back. */
async function withPartner(
  key: string,
  change: Partial<typeof financingOptions.$inferInsert>,
  run: () => Promise<void>,
) {
  const { db } = await getTestApp();
  const [before] = await db.select().from(financingOptions).where(eq(financingOptions.key, key));
  await db.update(financingOptions).set(change).where(eq(financingOptions.key, key));
  try {
    await run();
  } finally {
    await db
      .update(financingOptions)
      .set({ apr: before!.apr, isActive: before!.isActive, url: before!.url })
      .where(eq(financingOptions.key, key));
  }
}

describe("financing page /financing", () => {
  it("renders the six sections in order, then the closing call to action", async () => {
    const html = await page("/financing");
    expectPageBasics(html, "/financing");
    const body = text(html);
    const markers = [
      "Get Pre-Qualified Now",
      "Trusted Financing Partners",
      "Why Finance Your Pool?",
      "Why Choose Our Financing Partners",
      "Get Pool Estimate First",
      "Financing Disclaimer",
      "Get a Free Estimate",
    ];
    const positions = markers.map((marker) => body.indexOf(marker));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const benefit of [
      "Preserve Cash Flow",
      "Build Credit History",
      "Start Enjoying Sooner",
      "Increase Property Value",
      "Quick Pre-Approval",
      "Competitive Rates",
      "Flexible Options",
    ]) {
      expect(body).toContain(benefit);
    }
    expect(body).toContain("is not a lender");
    expect(body).toContain(fill(financingTexts.en.disclaimer.paragraphs[1]!, { company: seededCompany.name }));
    expect(body).toContain("Rates from 6.99% APR");
  });

  it("shows every seeded partner card from the database with its rate, range, term and links", async () => {
    const html = await page("/financing");
    const body = text(html);
    for (const partner of financingPartners) {
      expect(body).toContain(partner.name);
      expectText(body, `${partner.apr}%* APR`);
      for (const item of [...partner.features, ...partner.requirements]) expect(body).toContain(item);
      const apply = linkNamed(html, `Apply with ${partner.name}`);
      expect(apply).toHaveLength(1);
      expect(apply[0]).toMatchObject({ href: partner.applicationUrl, target: "_blank", rel: "noopener" });
      expect(apply[0]!.text).toContain("(opens in a new tab)");
    }
    expect(body).toContain("$5,000 - $100,000");
    expect(body).toContain("$2,500 - $75,000");
    expect(body).toContain("Maximum term 12 years");
    expect(body).toContain("Maximum term 15 years");
    expect(body).toContain(loansTexts.en.startingRateNote);
    expect(body.match(/Most Popular/g)).toHaveLength(1);
    // The promoted partner carries the badge.
    const cards = [...html.matchAll(/<article aria-labelledby="partner-(\w+)"[\s\S]*?<\/article>/g)];
    expect(cards.map(([card, key]) => [key, card.includes("Most Popular")])).toEqual([
      ["acorn", true],
      ["lightstream", false],
      ["hfs", false],
    ]);
  });

  it("links the hero to the first partner and /estimate, and the closing buttons to /estimate and a lender", async () => {
    const html = await page("/financing");
    const first = financingPartners[0]!;
    expect(linkNamed(html, "Get Pre-Qualified Now")[0]).toMatchObject({
      href: first.applicationUrl,
      target: "_blank",
      rel: "noopener",
    });
    expect(linkNamed(html, "Calculate Pool Cost First")[0]).toMatchObject({ href: "/estimate", target: null });
    expect(linkNamed(html, "Get Pool Estimate First")[0]).toMatchObject({ href: "/estimate", target: null });
    expect(linkNamed(html, "Start Pre-Qualification")[0]).toMatchObject({
      href: first.applicationUrl,
      target: "_blank",
      rel: "noopener",
    });
    expect(linkNamed(html, "Apply for Pre-Approval")[0]).toMatchObject({
      href: first.applicationUrl,
      target: "_blank",
    });
  });

  it("server-renders the payment calculator with the first partner, $50,000 and 120 months", async () => {
    const html = await page("/financing");
    const body = text(html);
    for (const partner of financingPartners) expect(html).toContain(`>${partner.name} - ${partner.apr}% APR</option>`);
    expect(ranges(html)).toEqual([
      expect.objectContaining({
        min: "5000",
        max: "100000",
        step: "1000",
        value: "50000",
        "aria-valuetext": "$50,000",
      }),
      expect.objectContaining({
        min: "60",
        max: "144",
        step: "12",
        value: "120",
        "aria-valuetext": "120 months (10 years)",
      }),
    ]);
    // 50,000 at 6.99 % over 120 months.
    expectText(body, "Monthly payment $580.28");
    expectText(body, "Total amount $69,634.17");
  });

  it("follows the database: a changed APR, a hidden partner and a missing link", async () => {
    await withPartner("lightstream", { apr: 5.49 }, async () => {
      const html = await page("/financing");
      expectText(text(html), "LightStream A national online lender");
      expectText(text(html), "5.49%* APR");
      expect(text(html)).not.toContain("7.99%");
      expect(html).toContain(">LightStream - 5.49% APR</option>");
      const loans = jsonLd(html).flatMap((entry) =>
        (
          (entry.mainEntity as { itemListElement?: { item: { name: string; annualPercentageRate: number } }[] })
            ?.itemListElement ?? []
        ).map((element) => element.item),
      );
      expect(loans.find((loan) => loan.name.startsWith("LightStream"))?.annualPercentageRate).toBe(5.49);
    });
    await withPartner("hfs", { isActive: false }, async () => {
      const body = text(await page("/financing"));
      expect(body).not.toContain("HFS Financial");
    });
    await withPartner("lightstream", { url: "javascript:alert(1)" }, async () => {
      const html = await page("/financing");
      expect(html).not.toContain("javascript:alert");
      expect(linkNamed(html, "Apply with LightStream")).toHaveLength(0);
      expect(linkNamed(html, "Ask us about LightStream")[0]).toMatchObject({ href: "/contact" });
    });
  });

  it("describes the partners as LoanOrCredit offers brokered by the company", async () => {
    const entries = jsonLd(await page("/financing"));
    const company = entries.find((e) => e["@id"] === `${SITE}/#company`);
    expect(company).toMatchObject({ "@type": "HomeAndConstructionBusiness", name: "Florida Fiberglass Pools" });
    const webPage = entries.find((e) => e["@type"] === "WebPage")!;
    expect(webPage.url).toBe(`${SITE}/financing`);
    const list = webPage.mainEntity as { itemListElement: { item: Record<string, unknown> }[] };
    expect(list.itemListElement).toHaveLength(financingPartners.length);
    expect(list.itemListElement[0]!.item).toMatchObject({
      "@type": "LoanOrCredit",
      annualPercentageRate: 6.99,
      broker: { "@id": `${SITE}/#company` },
      provider: { name: "Acorn Finance" },
      amount: { minValue: 5000, maxValue: 100000, currency: "USD" },
      loanTerm: { maxValue: 144, unitCode: "MON" },
    });
  });
});

describe("financing calculator page /calculator", () => {
  it("shows the hero claims, three feature cards, the form with its defaults and the prompt card", async () => {
    const html = await page("/calculator");
    expectPageBasics(html, "/calculator");
    const body = text(html);
    for (const claim of ["Rates from 5.99% APR", "Terms up to 15 years", "Pre-approval in 24 hours"]) {
      expect(body).toContain(claim);
    }
    for (const feature of ["Low Rates", "Flexible Terms", "Fast Approval"]) expect(body).toContain(feature);
    expect(html).toMatch(/name="price"[^>]*value="45000"/);
    expect(ranges(html)).toEqual([
      expect.objectContaining({ name: "down", min: "0", max: "50", step: "5", value: "20" }),
      expect.objectContaining({ name: "term", min: "36", max: "180", step: "12", value: "120" }),
    ]);
    for (const range of ranges(html)) expect(range["aria-valuetext"]).toBeTruthy();
    expect(html).toMatch(/<option value="650" selected="">Good \(650-719\)<\/option>/);
    for (const score of [780, 720, 650, 580, 500]) expect(html).toContain(`<option value="${score}"`);
    expect(body).toContain("See your financing options");
    expect(body).not.toContain("Best Option");
    // Preview partners for the default 650 range: HFS Financial and Acorn Finance.
    expectText(body, "HFS Financial 8.99% APR over 10 years $456/mo");
    expectText(body, "Acorn Finance 9.99% APR over 12 years $430/mo");
    expectNoText(body, "LightStream 6.99% APR over 7 years");
    for (const preview of linkNamed(html, "HFS Financial 8.99%")) {
      expect(preview).toMatchObject({ href: "/financing", target: "_blank", rel: "noopener" });
    }
    expect(linkNamed(html, "Compare Financing Options").map((l) => l.href)).toContain("/financing");
    expect(linkNamed(html, "View Partner Details")[0]).toMatchObject({ href: "/financing" });
    expect(linkNamed(html, "Speak with a Specialist")[0]).toMatchObject({ href: "/contact" });
  });

  it("computes the results on the server from a submitted form (no JavaScript needed)", async () => {
    const html = await page("/calculator?price=45000&down=20&term=120&credit=650");
    const body = text(html);
    expect(body).toContain("Your financing options");
    expect(body).toContain("Estimated payments on $36,000 financed");
    const hfs = body.indexOf("HFS Financial Pool Loan");
    const personal = body.indexOf("Personal Loan Option");
    expect(hfs).toBeGreaterThan(0);
    expect(personal).toBeGreaterThan(hfs);
    expect(body.indexOf("Best Option")).toBeGreaterThan(hfs);
    expect(body.indexOf("Best Option")).toBeLessThan(personal);
    expectText(body, "Monthly payment $456 Total payment $54,720 Total interest $18,720");
    expect(body).toContain("Monthly payment $516");
    expect(linkNamed(html, "Apply for This Option").map((l) => l.href)).toEqual(["/estimate", "/estimate"]);
  });

  it("uses the chosen credit range and treats an empty range as 650", async () => {
    const excellent = text(await page("/calculator?price=52000&down=10&term=144&credit=780"));
    expect(excellent).toContain("LightStream Home Improvement");
    expect(excellent).toContain("Credit Union Pool Loan");
    expectText(excellent, "LightStream 6.99% APR over 7 years");
    const poor = text(await page("/calculator?price=30000&credit=500"));
    expect(poor).toContain("Secured Pool Financing");
    expect(poor).toContain("Collateral required");
    const empty = text(await page("/calculator?price=30000&credit="));
    expect(empty).toContain("HFS Financial Pool Loan");
  });

  it("disables Calculate and shows the prompt at a price of 0", async () => {
    const html = await page("/calculator?price=0");
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Calculate Financing Options<\/button>/);
    expect(text(html)).toContain("See your financing options");
    expect(text(html)).not.toContain(calculatorTexts.en.results.none);
  });

  it("lists the partners from the database with their current rate, and describes them in JSON-LD", async () => {
    await withPartner("hfs", { apr: 7.25 }, async () => {
      const html = await page("/calculator");
      const body = text(html);
      expectText(body, "HFS Financial From 7.25%* APR $2,500 - $75,000, up to 15 years");
      expectText(body, "Acorn Finance Most Popular From 6.99%* APR");
      const entries = jsonLd(html);
      const app = entries.find((e) => e["@type"] === "WebApplication")!;
      expect(app).toMatchObject({
        applicationCategory: "FinanceApplication",
        url: `${SITE}/calculator`,
        publisher: { "@id": `${SITE}/#company` },
      });
      const items = (app.mentions as { itemListElement: { item: { name: string; annualPercentageRate: number } }[] })
        .itemListElement;
      expect(items.map((i) => i.item.annualPercentageRate)).toEqual([6.99, 7.99, 7.25]);
      expect(entries.some((e) => e["@id"] === `${SITE}/#company`)).toBe(true);
    });
  });
});
