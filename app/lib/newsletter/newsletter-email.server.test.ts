import { describe, expect, it } from "vitest";
import { buildCompany } from "~/lib/company/company-profile";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { introParagraphs, newsletterEmail, newsletterImageUrl } from "./newsletter-email.server";
import { classifySendFailure } from "./newsletter-sending";

const company = buildCompany(DEFAULT_COMPANY_PROFILE);
const content = {
  issueId: 7,
  subject: "Tips <for> March & April",
  intro: "Hello there,\nneighbor.\n\n\nSecond <b>paragraph</b>.",
  posts: [
    { title: 'Heat "pumps"', slug: "heat-pumps", excerpt: "Warm water.", coverImage: "/images/heat.jpg" },
    { title: "Colors", slug: "colors", excerpt: null, coverImage: null },
  ],
};

describe("newsletterEmail", () => {
  const message = newsletterEmail(company, content, "https://pools.example.com/", {
    to: "reader@example.com",
    unsubscribeUrl: "https://pools.example.com/newsletter/unsubscribe/1.sig",
  });

  it("escapes what staff typed, keeps paragraphs and line breaks, and links every post with its campaign", () => {
    expect(message.html).toContain("Tips &lt;for&gt; March &amp; April");
    expect(message.html).toContain("Hello there,<br>neighbor.</p>");
    expect(message.html).toContain("Second &lt;b&gt;paragraph&lt;/b&gt;.");
    expect(message.html).not.toContain("<b>");
    expect(message.html).toContain('alt="Heat &quot;pumps&quot;"');
    expect(message.html).toContain('src="https://pools.example.com/images/heat.jpg"');
    expect(message.html).toContain(
      "https://pools.example.com/blog/heat-pumps?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=newsletter-7",
    );
    expect(message.text).toContain(
      "Read the article: https://pools.example.com/blog/colors?utm_source=newsletter&utm_medium=email&utm_campaign=newsletter-7",
    );
  });

  it("carries the reader's unsubscribe link in both versions and the RFC 8058 headers, and the company footer", () => {
    const link = "https://pools.example.com/newsletter/unsubscribe/1.sig";
    expect(message.html).toContain(`href="${link}"`);
    expect(message.text).toContain(`Unsubscribe with one click: ${link}`);
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.text).toContain(company.name);
    expect(message.text).toContain(company.tollFreePhone);
    expect(message.text).toContain(company.primaryOffice.zip);
    expect(message.subject).toBe(content.subject);
  });

  it("marks a staff member's test copy in the subject", () => {
    const test = newsletterEmail(company, content, "https://pools.example.com", {
      to: "staff@example.com",
      unsubscribeUrl: "https://pools.example.com/newsletter/unsubscribe/sample",
      test: true,
    });
    expect(test.subject).toBe("[Test] Tips <for> March & April");
  });
});

describe("introParagraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(introParagraphs(" One\r\ntwo \r\n\r\n \n\nThree ")).toEqual([["One", "two"], ["Three"]]);
  });
});

describe("newsletterImageUrl", () => {
  it("takes an upload's 800 px variant and leaves other addresses as given, absolute", () => {
    expect(
      newsletterImageUrl("https://a.example", "/uploads/0123456789abcdef0123456789abcdef-1600x900/1600.webp"),
    ).toBe("https://a.example/uploads/0123456789abcdef0123456789abcdef-1600x900/800.webp");
    expect(newsletterImageUrl("https://a.example", "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
});

describe("classifySendFailure", () => {
  it("fails a permanent refusal, retries what was certainly not taken, and leaves the rest in doubt", () => {
    expect(classifySendFailure(Object.assign(new Error("550"), { responseCode: 550 }))).toBe("refused");
    expect(classifySendFailure(Object.assign(new Error("451"), { responseCode: 451 }))).toBe("later");
    expect(classifySendFailure(Object.assign(new Error("no"), { code: "ECONNECTION" }))).toBe("later");
    expect(classifySendFailure(Object.assign(new Error("cut"), { code: "ETIMEDOUT" }))).toBe("unknown");
    expect(classifySendFailure(new Error("?"))).toBe("unknown");
  });
});
