import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { landingTexts } from "~/content/texts/landing.server";
import { SITE_WIDE_TEXTS } from "~/content/texts/site-wide.server";
import { pickTexts } from "~/lib/i18n/texts";
import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "~/lib/content/sanitize-html.server";
import { LandingArticle } from "~/components/landing/landing-article";

const HOSTILE = `<h2 onclick="steal()">Pools in Tampa</h2>
<script>alert(1)</script>
<p onmouseover="steal()" style="position:fixed">Fast <strong>installs</strong>.</p>
<img src="x" onerror="steal()" alt="pool">
<img src="javascript:steal()" alt="bad">
<a href="javascript:steal()">Click</a>
<a href="JaVaScRiPt:steal()">Mixed case</a>
<a href="/estimate?sourcePage=pool-services-tampa-fl" onfocus="steal()">Estimate</a>
<iframe src="https://evil.example"></iframe>
<style>body{display:none}</style>
<svg><script>alert(2)</script></svg>`;

function render(html: string) {
  // The page's texts reach the article as they do on the site: from its route's loader data.
  const router = createMemoryRouter(
    [
      {
        id: "landing",
        path: "/pool-services-tampa-fl",
        loader: () => null,
        element: (
          <LandingArticle
            title="Pool Services in Tampa, FL"
            city="Tampa"
            service="Pool Services"
            intro="Pools for Tampa Bay homes."
            html={sanitizeContentHtml(html)}
            estimateHref="/estimate?sourcePage=pool-services-tampa-fl"
          />
        ),
      },
    ],
    {
      initialEntries: ["/pool-services-tampa-fl"],
      // The page's texts, and the shell's the site layout sends (the closing call to action reads them).
      hydrationData: { loaderData: { landing: { texts: pickTexts("en", landingTexts, ...SITE_WIDE_TEXTS) } } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("landing HTML as rendered", () => {
  const page = render(HOSTILE);
  const markup = /<article[^>]*>([\s\S]*)<\/article>/.exec(page)?.[1] ?? "";

  it("drops scripts, styles and frames", () => {
    expect(markup).not.toMatch(/<script|<style|<iframe|<svg|alert\(/i);
  });

  it("drops event handlers and inline styles", () => {
    expect(page).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toContain("steal()");
    expect(markup).not.toContain("position:fixed");
  });

  it("drops javascript: URLs in any case", () => {
    expect(page.toLowerCase()).not.toContain("javascript:");
  });

  it("keeps the content, its safe links and the page's calls to action", () => {
    expect(markup).toContain("<h2>Pools in Tampa</h2>");
    expect(markup).toContain("Fast <strong>installs</strong>.");
    expect(markup).toContain('href="/estimate?sourcePage=pool-services-tampa-fl">Estimate</a>');
    expect(page).toContain("Pool Services in Tampa, FL</h1>");
    expect(page).toContain(
      'href="/estimate?sourcePage=pool-services-tampa-fl" data-discover="true">Get a Free Estimate',
    );
  });
});
