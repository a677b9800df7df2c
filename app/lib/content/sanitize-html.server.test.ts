import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize-html.server";

describe("sanitizeContentHtml", () => {
  it("keeps the article markup staff write", () => {
    const html =
      '<h2>Costs</h2><p>From <strong>$42k</strong>, see <a href="/packages">packages</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("removes scripts, styles and iframes with their contents", () => {
    const out = sanitizeContentHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes event handlers and inline styles", () => {
    expect(
      sanitizeContentHtml(
        '<p onclick="alert(1)" style="color:red">Hi</p><img src="https://a/b.png" onerror="x()" alt="b">',
      ),
    ).toBe('<p>Hi</p><img loading="lazy" src="https://a/b.png" alt="b" />');
  });

  it("drops javascript: and data: URLs", () => {
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>')).toBe(
      "<a>x</a><a>y</a>",
    );
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA" alt="d">')).toBe(
      '<img loading="lazy" alt="d" />',
    );
  });

  it("makes new-tab links safe and strips other targets", () => {
    expect(sanitizeContentHtml('<a href="https://x.com" target="_blank">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/a" target="_top">a</a>')).toBe('<a href="/a">a</a>');
  });
});
