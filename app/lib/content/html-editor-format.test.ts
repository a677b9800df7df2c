import { describe, expect, it } from "vitest";
import { formatSelection, isAllowedLinkAddress } from "./html-editor-format";

function apply(
  format: Parameters<typeof formatSelection>[0],
  value: string,
  start: number,
  end: number,
  href?: string,
) {
  const edit = formatSelection(format, value, start, end, href);
  const text = value.slice(0, start) + edit.insert + value.slice(end);
  return { text, selected: edit.insert.slice(...edit.select) };
}

describe("formatSelection", () => {
  it("wraps the selection inline and keeps it selected", () => {
    expect(apply("bold", "Pools are fun", 10, 13)).toEqual({ text: "Pools are <strong>fun</strong>", selected: "fun" });
    expect(apply("italic", "Pools", 5, 5)).toEqual({ text: "Pools<em>italic text</em>", selected: "italic text" });
  });

  it("puts a heading on its own, between empty lines, with a placeholder to type over", () => {
    expect(apply("h2", "Intro.\nMore", 7, 7)).toEqual({
      text: "Intro.\n\n<h2>Section heading</h2>\n\nMore",
      selected: "Section heading",
    });
    expect(apply("h3", "A\n\nTitle\n\nB", 3, 8).text).toBe("A\n\n<h3>Title</h3>\n\nB");
  });

  it("makes each selected line a list item, dropping typed bullets and numbers", () => {
    expect(apply("ul", "- Salt\n- Chlorine", 0, 17).text).toBe("<ul>\n<li>Salt</li>\n<li>Chlorine</li>\n</ul>");
    expect(apply("ol", "1. Dig\n2) Set", 0, 13).text).toBe("<ol>\n<li>Dig</li>\n<li>Set</li>\n</ol>");
  });

  it("quotes in a paragraph", () => {
    expect(apply("quote", "Said", 0, 4).text).toBe("<blockquote><p>Said</p></blockquote>");
  });

  it("links the selection, or shows the address, with the address escaped", () => {
    expect(apply("link", "see our pools", 4, 13, "/pools").text).toBe('see <a href="/pools">our pools</a>');
    expect(apply("link", "", 0, 0, 'https://x.example/?a="b"').text).toBe(
      '<a href="https://x.example/?a=&quot;b&quot;">https://x.example/?a="b"</a>',
    );
  });
});

describe("isAllowedLinkAddress", () => {
  it.each([
    ["https://example.com/a", true],
    ["http://example.com", true],
    ["/estimate", true],
    ["#costs", true],
    ["mailto:info@example.com", true],
    ["tel:+1 407 555 0141", true],
    ["javascript:alert(1)", false],
    ["//evil.example", false],
    ["example.com", false],
    ["", false],
  ])("%s: %s", (href, ok) => {
    expect(isAllowedLinkAddress(href)).toBe(ok);
  });
});
