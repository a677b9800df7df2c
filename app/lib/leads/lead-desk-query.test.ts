import { describe, expect, it } from "vitest";
import {
  DEFAULT_LEAD_DESK_QUERY,
  LEAD_MAX_PAGE,
  hasLeadFilters,
  isIsoDate,
  leadSearchTsQuery,
  parseLeadDeskQuery,
  serializeLeadDeskQuery,
  withPage,
  withSort,
  withoutFilters,
} from "./lead-desk-query";

const parse = (query: string, scope?: Parameters<typeof parseLeadDeskQuery>[1]) =>
  parseLeadDeskQuery(new URLSearchParams(query), scope);

describe("parseLeadDeskQuery", () => {
  it("gives the default list (newest first, page 1) for an empty query", () => {
    expect(parse("")).toEqual({ query: DEFAULT_LEAD_DESK_QUERY, invalid: [] });
  });

  it("reads every parameter", () => {
    const { query, invalid } = parse(
      "page=3&sort=name&dir=desc&q=%20Maria%20%20Lopez%20&status=proposal+sent&type=consultation&source=Latham-Pools&office=ocala&rep=12&from=2025-01-01&to=2025-01-31",
    );
    expect(invalid).toEqual([]);
    expect(query).toEqual({
      page: 3,
      sort: "name",
      dir: "desc",
      q: "Maria Lopez",
      status: "proposal sent",
      type: "consultation",
      source: "latham-pools",
      office: "ocala",
      rep: 12,
      from: "2025-01-01",
      to: "2025-01-31",
    });
  });

  it("uses each column's own default direction", () => {
    expect(parse("sort=name").query.dir).toBe("asc");
    expect(parse("sort=office").query.dir).toBe("asc");
    expect(parse("sort=created").query.dir).toBe("desc");
  });

  it("reads the stale filter, kept in links and counted among the filters", () => {
    const { query, invalid } = parse("stale=1&rep=me");
    expect(invalid).toEqual([]);
    expect(query.stale).toBe(true);
    expect(hasLeadFilters(query)).toBe(true);
    expect(serializeLeadDeskQuery(query)).toBe("?rep=me&stale=1");
    expect(serializeLeadDeskQuery(withoutFilters(query))).toBe("");
    expect(parse("stale=yes")).toEqual({ query: DEFAULT_LEAD_DESK_QUERY, invalid: ["stale"] });
  });

  it("accepts the rep shortcuts none and me", () => {
    expect(parse("rep=none").query.rep).toBe("none");
    expect(parse("rep=me").query.rep).toBe("me");
  });

  it("ignores and reports each unusable value, keeping the others", () => {
    const { query, invalid } = parse(
      "page=0&sort=phone&dir=up&status=open&type=call&source=%3Cscript%3E&office=miami&rep=-1&from=2025-02-30&to=yesterday&q=ok",
    );
    expect(invalid.sort()).toEqual(
      ["dir", "from", "office", "page", "rep", "sort", "source", "status", "to", "type"].sort(),
    );
    expect(query).toEqual({ ...DEFAULT_LEAD_DESK_QUERY, q: "ok" });
  });

  it("refuses pages past the limit, control characters and over-long searches", () => {
    expect(parse(`page=${LEAD_MAX_PAGE + 1}`).invalid).toEqual(["page"]);
    expect(parse("page=1e3").invalid).toEqual(["page"]);
    expect(parse("q=a%00b").invalid).toEqual(["q"]);
    expect(parse(`q=${"x".repeat(201)}`).invalid).toEqual(["q"]);
    expect(parse(`q=${"x".repeat(150)}`).query.q).toHaveLength(100);
  });

  it("drops an end date before the start date", () => {
    const { query, invalid } = parse("from=2025-03-10&to=2025-03-01");
    expect(query.from).toBe("2025-03-10");
    expect(query.to).toBeUndefined();
    expect(invalid).toEqual(["to"]);
  });

  it("keeps the type filter inside the page's request types", () => {
    const estimates = { types: ["estimate", "consultation"] as const };
    expect(parse("type=consultation", estimates).query.type).toBe("consultation");
    const { query, invalid } = parse("type=contact", estimates);
    expect(query.type).toBeUndefined();
    expect(invalid).toEqual(["type"]);
  });

  it("treats empty parameters (an unset select) as absent", () => {
    expect(parse("q=&status=&office=&rep=&from=")).toEqual({ query: DEFAULT_LEAD_DESK_QUERY, invalid: [] });
  });
});

describe("serializeLeadDeskQuery", () => {
  it("writes nothing for the default list", () => {
    expect(serializeLeadDeskQuery(DEFAULT_LEAD_DESK_QUERY)).toBe("");
  });

  it("writes only what differs from the defaults, in a fixed order", () => {
    expect(
      serializeLeadDeskQuery({
        ...DEFAULT_LEAD_DESK_QUERY,
        page: 2,
        q: "o'brien & co",
        status: "new",
        office: "orlando",
        rep: "none",
        from: "2025-01-01",
      }),
    ).toBe("?q=o%27brien+%26+co&status=new&office=orlando&rep=none&from=2025-01-01&page=2");
    expect(serializeLeadDeskQuery({ ...DEFAULT_LEAD_DESK_QUERY, sort: "name", dir: "asc" })).toBe("?sort=name");
    expect(serializeLeadDeskQuery({ ...DEFAULT_LEAD_DESK_QUERY, sort: "name", dir: "desc" })).toBe(
      "?sort=name&dir=desc",
    );
    expect(serializeLeadDeskQuery({ ...DEFAULT_LEAD_DESK_QUERY, dir: "asc" })).toBe("?dir=asc");
  });

  it("round-trips through the parser", () => {
    const original = parse(
      "q=pool&status=won&type=estimate&source=home&office=ocala&rep=me&to=2025-05-05&sort=office&dir=desc&page=4",
    ).query;
    expect(parse(serializeLeadDeskQuery(original).slice(1)).query).toEqual(original);
  });
});

describe("list state changes", () => {
  it("flips the direction of the current column and starts a new column in its default", () => {
    const byName = withSort({ ...DEFAULT_LEAD_DESK_QUERY, page: 5 }, "name");
    expect(byName).toMatchObject({ sort: "name", dir: "asc", page: 1 });
    expect(withSort(byName, "name").dir).toBe("desc");
    expect(withSort(DEFAULT_LEAD_DESK_QUERY, "created").dir).toBe("asc");
  });

  it("keeps pages within bounds", () => {
    expect(withPage(DEFAULT_LEAD_DESK_QUERY, 0).page).toBe(1);
    expect(withPage(DEFAULT_LEAD_DESK_QUERY, LEAD_MAX_PAGE + 5).page).toBe(LEAD_MAX_PAGE);
  });

  it("knows when a list is filtered and how to clear it", () => {
    expect(hasLeadFilters(DEFAULT_LEAD_DESK_QUERY)).toBe(false);
    const filtered = parse("q=x&rep=none&sort=name").query;
    expect(hasLeadFilters(filtered)).toBe(true);
    expect(withoutFilters(filtered)).toEqual({ ...DEFAULT_LEAD_DESK_QUERY, sort: "name", dir: "asc" });
  });
});

describe("isIsoDate", () => {
  it("accepts real days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("2025-1-01")).toBe(false);
    expect(isIsoDate("1999-12-31")).toBe(false);
  });
});

describe("leadSearchTsQuery", () => {
  it("makes every word a prefix that must match", () => {
    expect(leadSearchTsQuery("Maria lop")).toBe("'Maria':* & 'lop':*");
    expect(leadSearchTsQuery("maria.lopez@example.com")).toBe("'maria.lopez@example.com':*");
  });

  it("finds a part of an e-mail address by its words", () => {
    expect(leadSearchTsQuery("example.com")).toBe("'example':* & 'com':*");
    expect(leadSearchTsQuery("@gmail")).toBe("'gmail':*");
    expect(leadSearchTsQuery("maria.lopez")).toBe("'maria':* & 'lopez':*");
  });

  it("reads a phone number as one run of digits (at most the last ten)", () => {
    expect(leadSearchTsQuery("(407) 555-0123")).toBe("'4075550123':*");
    expect(leadSearchTsQuery("+1 407 555 0123")).toBe("'4075550123':*");
    expect(leadSearchTsQuery("555-0123")).toBe("'5550123':*");
    expect(leadSearchTsQuery("0123")).toBe("'0123':*");
  });

  it("escapes quotes and drops backslashes and bare punctuation", () => {
    expect(leadSearchTsQuery("O'Brien")).toBe("'O''Brien':*");
    expect(leadSearchTsQuery("a\\")).toBe("'a':*");
    expect(leadSearchTsQuery("- & !")).toBeNull();
    expect(leadSearchTsQuery("   ")).toBeNull();
    expect(leadSearchTsQuery("<script>alert(1)</script>")).toBe("'<script>alert(1)</script>':*");
  });

  it("keeps at most eight words", () => {
    expect(leadSearchTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});
