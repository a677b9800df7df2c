import { describe, expect, it } from "vitest";
import { poolPlanTexts } from "~/content/texts/pool-plan.server";
import { escapeXml, planHasSpa, planShapeKind, renderPoolPlanSvg, type PoolPlanInput } from "./pool-plan-svg";

const apollo: PoolPlanInput = {
  name: "Apollo 14",
  shape: "Rectangle",
  lengthFt: 32,
  widthFt: 13.83,
  shallowDepthFt: 3.5,
  deepDepthFt: 6.08,
  builtInSpa: false,
};

const SAMPLES: PoolPlanInput[] = [
  apollo,
  {
    name: "Bermuda 14",
    shape: "Freeform",
    lengthFt: 30,
    widthFt: 14,
    shallowDepthFt: 3.5,
    deepDepthFt: 6,
  },
  {
    name: "Jamaica 12",
    shape: "Kidney",
    lengthFt: 23.92,
    widthFt: 12.25,
    shallowDepthFt: 3.5,
    deepDepthFt: 5,
  },
  {
    name: "Milan 8.14",
    shape: "Plunge",
    lengthFt: 14,
    widthFt: 8,
    shallowDepthFt: 4,
    deepDepthFt: 4,
  },
  {
    name: "Margarita Beach",
    shape: "Spool",
    lengthFt: 13.08,
    widthFt: 10,
    deepDepthFt: 3.92,
    builtInSpa: true,
  },
  {
    name: "Marathon",
    shape: "Lap",
    lengthFt: 34,
    widthFt: 8.5,
    deepDepthFt: 4.75,
  },
  {
    name: "Caesar's Palace",
    shape: "Rectangle, built-in spa",
    lengthFt: 33.75,
    widthFt: 16,
    deepDepthFt: 5.67,
    builtInSpa: true,
  },
  {
    name: "Olympus",
    shape: "Freeform, built-in spa",
    lengthFt: 39.92,
    widthFt: 16.17,
    deepDepthFt: 5.67,
    builtInSpa: true,
  },
];

/** Minimal XML well-formedness check: every tag closes in order, entities are valid. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of xml.matchAll(tag)) {
    const between = xml.slice(last, m.index);
    expect(between, `stray markup before ${m[0]}`).not.toMatch(/[<>]/);
    expect(between).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(m[3] ?? "").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = (m.index ?? 0) + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else {
      stack.push(name as string);
    }
  }
  expect(xml.slice(last)).toBe("");
  expect(stack).toEqual([]);
}

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

const outlineOf = (svg: string): string => /id="[\w-]+-p" d="([^"]+)"/.exec(svg)?.[1] ?? "";

describe("planShapeKind / planHasSpa", () => {
  it.each([
    ["Rectangle", "rectangle"],
    ["Rectangle, built-in spa", "rectangle"],
    ["Freeform", "freeform"],
    ["Freeform, built-in spa", "freeform"],
    ["Free Form", "freeform"],
    ["Kidney", "kidney"],
    ["Plunge", "plunge"],
    ["Spool", "spool"],
    ["Lap", "lap"],
    ["", "rectangle"],
    ["Oval", "rectangle"],
  ] as const)("%j → %s", (shape, kind) => {
    expect(planShapeKind(shape)).toBe(kind);
  });

  it("detects a spa from the flag or the shape", () => {
    expect(planHasSpa({ shape: "Rectangle, built-in spa" })).toBe(true);
    expect(planHasSpa({ shape: "Lap", builtInSpa: true })).toBe(true);
    expect(planHasSpa({ shape: "Lap", builtInSpa: false })).toBe(false);
    expect(planHasSpa({ shape: "Freeform" })).toBe(false);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    expect(escapeXml("plain")).toBe("plain");
  });
});

describe("renderPoolPlanSvg", () => {
  it("is a standalone, accessible SVG document", () => {
    const svg = renderPoolPlanSvg(apollo);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 800 500"');
    expect(svg).toContain('width="800"');
    expect(svg).toContain('height="500"');
    expect(svg).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="[\w-]+">Apollo 14 plan drawing<\/title>/);
    const labelled = /aria-labelledby="([\w-]+)"/.exec(svg)?.[1];
    expect(svg).toContain(`<title id="${labelled}">`);
  });

  it.each(SAMPLES.map((s) => [s.shape, s] as const))("%s is well-formed and balanced", (_, input) => {
    const svg = renderPoolPlanSvg(input);
    assertWellFormed(svg);
    expect(count(svg, /<g[ >]/g)).toBe(count(svg, /<\/g>/g));
    expect(count(svg, /<defs>/g)).toBe(1);
    expect(count(svg, /<\/defs>/g)).toBe(1);
    expect(count(svg, /<svg[ >]/g)).toBe(1);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  });

  it.each(SAMPLES.map((s) => [s.shape, s] as const))("%s stays under 6 KB", (_, input) => {
    const bytes = new TextEncoder().encode(renderPoolPlanSvg(input)).length;
    expect(bytes).toBeLessThan(6 * 1024);
  });

  it("stays under 6 KB even with a huge name full of specials", () => {
    const svg = renderPoolPlanSvg({
      ...SAMPLES[6]!,
      name: `&"<>' `.repeat(200),
    });
    expect(new TextEncoder().encode(svg).length).toBeLessThan(6 * 1024);
    assertWellFormed(svg);
  });

  it("has no scripts, foreignObject or external references", () => {
    for (const input of SAMPLES) {
      const svg = renderPoolPlanSvg(input);
      expect(svg).not.toMatch(/<script|foreignObject|xlink|@import|javascript:|on\w+="/i);
      const refs = [...svg.matchAll(/(?:href="|url\()([^")]*)/g)].map((m) => m[1]);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(ref).toMatch(/^#[\w-]+$/);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:/);
    }
  });

  it("every url(#id) and href=#id points at an element of the document", () => {
    for (const input of SAMPLES) {
      const svg = renderPoolPlanSvg(input);
      const ids = new Set([...svg.matchAll(/ id="([\w-]+)"/g)].map((m) => m[1]));
      const refs = [...svg.matchAll(/(?:href="#|url\(#)([\w-]+)/g)].map((m) => m[1]);
      for (const ref of refs) expect(ids.has(ref)).toBe(true);
      // ids are unique within the document
      expect([...svg.matchAll(/ id="([\w-]+)"/g)].length).toBe(ids.size);
    }
  });

  it("escapes <, & and quotes in the name", () => {
    const svg = renderPoolPlanSvg({
      ...apollo,
      name: `Tom & Jerry's "<Pool>"`,
    });
    expect(svg).toContain("Tom &amp; Jerry&apos;s &quot;&lt;Pool&gt;&quot; plan drawing");
    expect(svg).not.toContain("<Pool>");
    expect(svg).not.toContain("Tom & Jerry");
    assertWellFormed(svg);
  });

  it("is deterministic (byte-identical for the same input)", () => {
    for (const input of SAMPLES) {
      expect(renderPoolPlanSvg({ ...input })).toBe(renderPoolPlanSvg({ ...input }));
    }
  });

  it("uses ids that differ between pools but not between renders", () => {
    const idOf = (svg: string) => /aria-labelledby="([\w-]+)-t"/.exec(svg)?.[1];
    const a = idOf(renderPoolPlanSvg(apollo));
    const b = idOf(renderPoolPlanSvg({ ...apollo, name: "Apollo 16" }));
    expect(a).toMatch(/^pp[0-9a-z]+$/);
    expect(a).not.toBe(b);
    expect(idOf(renderPoolPlanSvg(apollo))).toBe(a);
  });

  it("draws different outlines for different shapes", () => {
    const base = { name: "Test", lengthFt: 30, widthFt: 14 };
    const outlines = ["Rectangle", "Freeform", "Kidney", "Lap", "Plunge"].map((shape) =>
      outlineOf(renderPoolPlanSvg({ ...base, shape })),
    );
    for (const o of outlines) expect(o).toMatch(/^M/);
    expect(new Set(outlines).size).toBe(outlines.length);
  });

  it("draws organic shapes with cubic Béziers and rectangles with arcs", () => {
    expect(outlineOf(renderPoolPlanSvg({ ...apollo, shape: "Freeform" }))).toMatch(/C/);
    expect(outlineOf(renderPoolPlanSvg({ ...apollo, shape: "Kidney" }))).toMatch(/C/);
    expect(outlineOf(renderPoolPlanSvg(apollo))).toMatch(/A/);
  });

  it("derives the freeform outline from the pool so different pools differ", () => {
    const a = outlineOf(renderPoolPlanSvg({ ...apollo, shape: "Freeform", name: "Bermuda 14" }));
    const b = outlineOf(renderPoolPlanSvg({ ...apollo, shape: "Freeform", name: "Atlantic" }));
    expect(a).not.toBe(b);
  });

  it("draws to scale: the outline spans length × width in proportion", () => {
    const bbox = (d: string) => {
      const nums = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
      // Absolute commands only for rectangles built from M/H/V/A: use the path's extreme points.
      const xs = nums.filter((_, i) => i % 2 === 0);
      const ys = nums.filter((_, i) => i % 2 === 1);
      return { xs, ys };
    };
    const lap = outlineOf(
      renderPoolPlanSvg({
        ...apollo,
        shape: "Freeform",
        lengthFt: 40,
        widthFt: 10,
      }),
    );
    const { xs, ys } = bbox(lap.replace(/[MCZ]/g, " "));
    const w = Math.max(...xs) - Math.min(...xs);
    const h = Math.max(...ys) - Math.min(...ys);
    expect(w / h).toBeGreaterThan(3.6);
    expect(w / h).toBeLessThan(4.4);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(800);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(500);
  });

  it("contains the spa element only for spa pools", () => {
    const spaSvg = renderPoolPlanSvg(SAMPLES[6]!);
    expect(spaSvg).toMatch(/id="[\w-]+-s"/);
    expect(spaSvg).toContain(">SPA<");
    const free = renderPoolPlanSvg(SAMPLES[7]!);
    expect(free).toMatch(/<circle id="[\w-]+-s"/);
    const plain = renderPoolPlanSvg(apollo);
    expect(plain).not.toMatch(/id="[\w-]+-s"/);
    expect(plain).not.toContain(">SPA<");
    expect(renderPoolPlanSvg({ ...apollo, builtInSpa: true })).toContain(">SPA<");
  });

  it("labels length and width with feet and inches", () => {
    const svg = renderPoolPlanSvg(apollo);
    expect(svg).toContain(">32&apos;</text>");
    expect(svg).toContain(">13&apos;10&quot;</text>");
  });

  it("measures the longer side as the length", () => {
    const svg = renderPoolPlanSvg({ ...apollo, lengthFt: 13.83, widthFt: 32 });
    expect(svg).toContain(">32&apos;</text>");
    expect(outlineOf(svg)).toBe(outlineOf(renderPoolPlanSvg(apollo)));
  });

  it("shows the depth range and the shape in the title block", () => {
    const svg = renderPoolPlanSvg(apollo);
    expect(svg).toContain("Depth 3&apos;6&quot; – 6&apos;1&quot;");
    expect(svg).toContain(">Apollo 14</text>");
    expect(svg).toContain("Rectangle ·");
    expect(renderPoolPlanSvg({ ...apollo, shallowDepthFt: null, deepDepthFt: null })).not.toContain("Depth");
    expect(renderPoolPlanSvg(SAMPLES[6]!)).toContain("Rectangle + spa");
  });

  it("marks the deep end unless the depth is uniform", () => {
    expect(renderPoolPlanSvg(apollo)).toContain(">DEEP<");
    expect(renderPoolPlanSvg(SAMPLES[3]!)).not.toContain(">DEEP<");
  });

  it("draws three entry steps", () => {
    const rect = renderPoolPlanSvg(apollo);
    expect(count(rect, /<rect[^>]*fill="#eafcff"/g)).toBe(3);
    const free = renderPoolPlanSvg(SAMPLES[1]!);
    expect(count(free, /<circle[^>]*fill="#eafcff"/g)).toBe(3);
  });

  it("shortens a very long name in the title block but keeps it in <title>", () => {
    const name = "The Extraordinarily Long Named Resort Pool Deluxe";
    const svg = renderPoolPlanSvg({ ...apollo, name });
    expect(svg).toContain(`${name} plan drawing`);
    expect(svg).toContain("…</text>");
  });

  it("survives bad input without NaN", () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const svg = renderPoolPlanSvg({
        name: "",
        shape: "",
        lengthFt: bad,
        widthFt: bad,
      });
      expect(svg).not.toMatch(/NaN|Infinity/);
      assertWellFormed(svg);
      expect(svg).toContain("Pool plan drawing");
    }
  });
});

describe("renderPoolPlanSvg in Spanish", () => {
  const spanish = (input: PoolPlanInput) => renderPoolPlanSvg(input, poolPlanTexts.es);
  /** The words a drawing writes: its title and its text elements. */
  const drawnWords = (svg: string) => [...svg.matchAll(/<(?:title|text)\b[^>]*>([^<]*)</g)].map((m) => m[1]!);

  it("writes every word in Spanish: title, shape, depth, spa, deep end, deck, ledge and scale", () => {
    const svg = spanish({ ...SAMPLES[6]!, deckSqFt: 400, ledge: true });
    const words = drawnWords(svg);
    expect(words[0]).toBe(`Plano de la piscina ${escapeXml(SAMPLES[6]!.name)}`);
    expect(words).toEqual(
      expect.arrayContaining([
        "TERRAZA DE ADOQUINES",
        "REPISA",
        "SPA",
        "HONDO",
        "N",
        expect.stringMatching(/^\d+ pies$/),
      ]),
    );
    expect(words.join(" ")).toContain("Rectangular con spa · Profundidad");
    expect(words.join(" ")).not.toMatch(/plan drawing|PAVER DECK|LEDGE|DEEP|Depth|Rectangle| ft\b/);
  });

  it("names each shape in Spanish", () => {
    const subtitles = SAMPLES.map((input) =>
      /font-size="12.5" fill="#4d6578">([^<·]+)/.exec(spanish(input))![1]!.trim(),
    );
    for (const subtitle of subtitles)
      expect(subtitle).toMatch(/^(Rectangular|De nado|De inmersión|Spool|Forma libre|Riñón)( con spa)?$/);
  });

  it("draws the same plan as the English drawing, feet and inches written alike", () => {
    const english = renderPoolPlanSvg(apollo);
    const svg = spanish(apollo);
    expect(outlineOf(svg)).toBe(outlineOf(english));
    expect(svg).toContain(">32&apos;</text>");
    expect(svg).toContain(">13&apos;10&quot;</text>");
    expect(svg).toContain('aria-labelledby="');
  });

  it("leaves the English drawing as it was", () => {
    expect(renderPoolPlanSvg(apollo, poolPlanTexts.en)).toBe(renderPoolPlanSvg(apollo));
  });
});
