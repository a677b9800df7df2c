import type { FaqEntry } from "./faq-search";

/** schema.org FAQPage of a page's questions and answers. */
export function faqPageJsonLd(siteUrl: string, path: string, items: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${siteUrl}${path}#faq`,
    url: `${siteUrl}${path}`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: a "<" in a text cannot close the script element. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
