import { describe, expect, it } from "vitest";
import { wrapLooseParagraphs } from "./blog-paragraphs";

describe("wrapLooseParagraphs", () => {
  it("turns text separated by empty lines into paragraphs, a single break into <br>", () => {
    expect(wrapLooseParagraphs("First paragraph.\n\nSecond line one\nline two.\r\n\r\n\r\nThird.")).toBe(
      "<p>First paragraph.</p>\n\n<p>Second line one<br>\nline two.</p>\n\n<p>Third.</p>",
    );
  });

  it("wraps text that starts with inline formatting", () => {
    expect(wrapLooseParagraphs('<strong>Tip:</strong> see <a href="/pools">our pools</a>.')).toBe(
      '<p><strong>Tip:</strong> see <a href="/pools">our pools</a>.</p>',
    );
  });

  it("leaves block elements alone, and structured HTML (the seeded posts) unchanged", () => {
    const html = "<h2>Cost</h2>\n<p>Text.</p>\n<ul>\n<li>One</li>\n</ul>";
    expect(wrapLooseParagraphs(html)).toBe(html);
    expect(wrapLooseParagraphs("<h2>Cost</h2>\n\nLoose text.")).toBe("<h2>Cost</h2>\n\n<p>Loose text.</p>");
  });

  it("never breaks a list, quote, table or preformatted block at an empty line", () => {
    const html =
      "<ul>\n<li>One</li>\n\n<li>Two</li>\n</ul>\n\n<pre>a\n\nb</pre>\n\n<blockquote>\nSaid\n\nthis</blockquote>";
    expect(wrapLooseParagraphs(html)).toBe(html);
  });

  it("is idempotent and keeps empty input empty", () => {
    const once = wrapLooseParagraphs("A.\n\nB.");
    expect(wrapLooseParagraphs(once)).toBe(once);
    expect(wrapLooseParagraphs("  \n\n ")).toBe("");
  });
});

describe("wrapLooseParagraphs with markup the sanitiser removes", () => {
  it("does not wrap a script or a frame in a paragraph", () => {
    expect(wrapLooseParagraphs('<script>alert(1)</script>\n\n<iframe src="x"></iframe>')).toBe(
      '<script>alert(1)</script>\n\n<iframe src="x"></iframe>',
    );
  });
});
