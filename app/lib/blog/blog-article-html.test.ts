import { describe, expect, it } from "vitest";
import { addHeadingIds, demoteEmptyHeaderCells, prepareArticleHtml, wrapArticleTables } from "./blog-article-html";

describe("wrapArticleTables", () => {
  it("puts each table in a focusable, named scroll region", () => {
    const html = "<p>a</p><table><tr><td>1</td></tr></table><p>b</p><TABLE><tr><td>2</td></tr></TABLE>";
    expect(wrapArticleTables(html)).toBe(
      '<p>a</p><div class="article-table" role="region" tabindex="0" aria-label="Table 1"><table><tr><td>1</td></tr></table></div>' +
        '<p>b</p><div class="article-table" role="region" tabindex="0" aria-label="Table 2"><TABLE><tr><td>2</td></tr></TABLE></div>',
    );
  });

  it("leaves HTML without tables alone", () => {
    expect(wrapArticleTables("<p>plain</p>")).toBe("<p>plain</p>");
  });
});

describe("addHeadingIds", () => {
  it("gives each h2 a unique id and lists the headings", () => {
    const { html, headings } = addHeadingIds(
      "<h2>Costs &amp; Fees</h2><p>x</p><h2>Costs &amp; Fees</h2><h2><strong>Next</strong> steps</h2>",
    );
    expect(headings).toEqual([
      { id: "section-costs-and-fees", text: "Costs & Fees" },
      { id: "section-costs-and-fees-2", text: "Costs & Fees" },
      { id: "section-next-steps", text: "Next steps" },
    ]);
    expect(html).toContain('<h2 id="section-costs-and-fees">Costs &amp; Fees</h2>');
    expect(html).toContain('<h2 id="section-next-steps"><strong>Next</strong> steps</h2>');
  });

  it("decodes character references and survives bad ones", () => {
    expect(addHeadingIds("<h2>A&#39;s &#x2014; &#99999999; &bogus;</h2>").headings[0]!.text).toBe(
      "A's \u2014 &#99999999; &bogus;",
    );
  });

  it("leaves h3 and empty h2 alone", () => {
    expect(addHeadingIds("<h3>Sub</h3><h2></h2>")).toEqual({ html: "<h3>Sub</h3><h2></h2>", headings: [] });
  });
});

describe("prepareArticleHtml", () => {
  it("adds heading ids and table regions", () => {
    const { html, headings } = prepareArticleHtml("<h2>A</h2><table><tr><td>1</td></tr></table>");
    expect(headings).toHaveLength(1);
    expect(html).toBe(
      '<h2 id="section-a">A</h2><div class="article-table" role="region" tabindex="0" aria-label="Table 1"><table><tr><td>1</td></tr></table></div>',
    );
  });
});

describe("demoteEmptyHeaderCells", () => {
  it("turns the empty corner header of a comparison table into a plain cell", () => {
    expect(
      demoteEmptyHeaderCells('<tr><th></th><th>Solar</th></tr><tr><th scope="col" colspan="2"> </th><td>x</td></tr>'),
    ).toBe('<tr><td></td><th>Solar</th></tr><tr><td colspan="2"></td><td>x</td></tr>');
  });
});
