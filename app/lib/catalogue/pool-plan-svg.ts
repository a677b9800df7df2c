/**
 * Architect-style plan drawing of a pool seen from above, as a standalone SVG
 * document. It is the default picture of every pool that has no photo.
 *
 * Pure and deterministic: the same input always gives byte-identical output
 * (ids and the freeform outline are derived from a hash of the input).
 */
import { fill } from "~/lib/i18n/translate";
import { formatDepthRange, formatFeetInches } from "./pool-display";

export interface PoolPlanInput {
  name: string;
  shape: string;
  lengthFt: number;
  widthFt: number;
  shallowDepthFt?: number | null;
  deepDepthFt?: number | null;
  builtInSpa?: boolean;
  /** The designer's paver deck (decision 032): its area in square feet, drawn as an even band around the pool. */
  deckSqFt?: number | null;
  /** The designer's tanning ledge: drawn across the shallow (left) end. */
  ledge?: boolean;
}

/** A tanning ledge takes about 7 ft of the shallow end (app/lib/designer/design-ledge.ts gives the range). */
const LEDGE_DEPTH_FT = 7;

/**
 * The width of an even deck band of `areaSqFt` around a length × width box: the positive root of
 * (L + 2w)(W + 2w) − LW = area. 0 for no deck.
 */
export function deckBandFt(lengthFt: number, widthFt: number, areaSqFt: number | null | undefined): number {
  if (!areaSqFt || !(areaSqFt > 0)) return 0;
  const sum = lengthFt + widthFt;
  return (-2 * sum + Math.sqrt(4 * sum * sum + 16 * areaSqFt)) / 8;
}

export type PlanShapeKind = "rectangle" | "lap" | "plunge" | "spool" | "freeform" | "kidney";

export const PLAN_VIEWBOX_WIDTH = 800;
export const PLAN_VIEWBOX_HEIGHT = 500;

/** Drawing area for the pool outline (viewBox units). */
const AREA = { x0: 56, x1: 694, y0: 112, y1: 404 } as const;
const FONT = "Plus Jakarta Sans,Helvetica Neue,Arial,sans-serif";
const INK = "#16324a";
/** Longest name shown in the title block / kept in the <title> (keeps the file small). */
const MAX_NAME_CHARS = 30;
const MAX_TITLE_CHARS = 120;

/** Every word the drawing writes, in one language (the Spanish ones: app/content/texts/pool-plan.server.ts). */
export interface PlanWords {
  shapes: Readonly<Record<PlanShapeKind, string>>;
  /** The title block's shape with a built-in spa. */
  withSpa: string;
  depth: string;
  spa: string;
  deep: string;
  deck: string;
  ledge: string;
  /** The scale bar's length. */
  scale: string;
  north: string;
  /** The drawing's accessible name. */
  title: string;
}

export const ENGLISH_PLAN_WORDS: PlanWords = {
  shapes: {
    rectangle: "Rectangle",
    lap: "Lap",
    plunge: "Plunge",
    spool: "Spool",
    freeform: "Freeform",
    kidney: "Kidney",
  },
  withSpa: "{shape} + spa",
  depth: "Depth {depth}",
  spa: "SPA",
  deep: "DEEP",
  deck: "PAVER DECK",
  ledge: "LEDGE",
  scale: "{feet} ft",
  north: "N",
  title: "{name} plan drawing",
};

/** Which outline a shape label is drawn with. */
export function planShapeKind(shape: string): PlanShapeKind {
  const s = shape.toLowerCase();
  if (s.includes("kidney")) return "kidney";
  if (s.includes("free")) return "freeform";
  if (s.includes("lap")) return "lap";
  if (s.includes("plunge")) return "plunge";
  if (s.includes("spool")) return "spool";
  return "rectangle";
}

/** Whether the plan shows a built-in spa. */
export function planHasSpa(input: Pick<PoolPlanInput, "shape" | "builtInSpa">): boolean {
  return input.builtInSpa === true || /spa/i.test(input.shape);
}

/** XML-escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

/** FNV-1a 32-bit hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32) returning numbers in [0, 1). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Coordinates are whole viewBox units (1/800 of the width is plenty); no "-0". */
function n(v: number): string {
  const r = Math.round(v);
  return Object.is(r, -0) ? "0" : String(r);
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Pt {
  x: number;
  y: number;
  /** Tangent constraint at an extreme point of the outline. */
  axis?: "h" | "v";
}

function roundedRectPath(b: Box, r: number): string {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(b.x0 + rr)} ${n(b.y0)}H${n(b.x1 - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(b.x1)} ${n(b.y0 + rr)}` +
    `V${n(b.y1 - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(b.x1 - rr)} ${n(b.y1)}H${n(b.x0 + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(b.x0)} ${n(b.y1 - rr)}V${n(b.y0 + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(b.x0 + rr)} ${n(b.y0)}Z`
  );
}

/** Smooth closed curve through the points (Catmull-Rom as cubic Béziers). */
function smoothClosedPath(pts: readonly Pt[]): string {
  const count = pts.length;
  const at = (i: number): Pt => pts[((i % count) + count) % count] as Pt;
  const tangent = (i: number): { x: number; y: number } => {
    const p = at(i);
    let tx = (at(i + 1).x - at(i - 1).x) / 6;
    let ty = (at(i + 1).y - at(i - 1).y) / 6;
    if (p.axis === "h") ty = 0;
    if (p.axis === "v") tx = 0;
    return { x: tx, y: ty };
  };
  let d = `M${n(at(0).x)} ${n(at(0).y)}`;
  for (let i = 0; i < count; i += 1) {
    const p = at(i);
    const q = at(i + 1);
    const tp = tangent(i);
    const tq = tangent(i + 1);
    d += `C${n(p.x + tp.x)} ${n(p.y + tp.y)} ${n(q.x - tq.x)} ${n(q.y - tq.y)} ${n(q.x)} ${n(q.y)}`;
  }
  return `${d}Z`;
}

/**
 * Outline anchor points in unit coordinates (u along the length, v across the
 * width, v = 0 at the top); extremes touch the bounding box so the dimension
 * lines measure the true length and width.
 */
function organicAnchors(kind: "freeform" | "kidney", rnd: () => number): Pt[] {
  const j = (amount: number): number => (rnd() - 0.5) * 2 * amount;
  if (kind === "kidney") {
    return [
      { x: 0, y: 0.56 + j(0.04), axis: "v" },
      { x: 0.1, y: 0.12 + j(0.03) },
      { x: 0.28 + j(0.03), y: 0, axis: "h" },
      { x: 0.51 + j(0.02), y: 0.26 + j(0.03), axis: "h" },
      { x: 0.75 + j(0.03), y: 0, axis: "h" },
      { x: 0.92, y: 0.14 + j(0.03) },
      { x: 1, y: 0.52 + j(0.04), axis: "v" },
      { x: 0.86, y: 0.92 },
      { x: 0.55 + j(0.04), y: 1, axis: "h" },
      { x: 0.12, y: 0.9 + j(0.03) },
    ];
  }
  return [
    { x: 0, y: 0.54 + j(0.05), axis: "v" },
    { x: 0.08, y: 0.2 + j(0.04) },
    { x: 0.27 + j(0.04), y: 0.1 + j(0.03) },
    { x: 0.46 + j(0.03), y: 0.2 + j(0.04) },
    { x: 0.7 + j(0.04), y: 0, axis: "h" },
    { x: 0.93, y: 0.14 + j(0.03) },
    { x: 1, y: 0.5 + j(0.05), axis: "v" },
    { x: 0.9, y: 0.9 + j(0.03) },
    { x: 0.66 + j(0.04), y: 1, axis: "h" },
    { x: 0.42 + j(0.03), y: 0.86 + j(0.04) },
    { x: 0.2 + j(0.03), y: 0.92 + j(0.03) },
    { x: 0.05, y: 0.8 + j(0.03) },
  ];
}

function toBox(b: Box, pts: readonly Pt[]): Pt[] {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  return pts.map((p) => ({ ...p, x: b.x0 + p.x * w, y: b.y0 + p.y * h }));
}

function positive(v: number, fallback: number): number {
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/**
 * The scale of a pool's plan drawing: viewBox units per foot. Each drawing fills its drawing area, so a small pool is
 * drawn at a larger scale; a page that shows several drawings at one scale (/compare) sizes each by this.
 */
export function planPixelsPerFoot(lengthFt: number, widthFt: number): number {
  const length = positive(lengthFt, 30);
  const width = positive(widthFt, 14);
  return Math.min((AREA.x1 - AREA.x0) / Math.max(length, width), (AREA.y1 - AREA.y0) / Math.min(length, width));
}

/** Renders the plan drawing as a complete SVG document string, its words in one language. */
export function renderPoolPlanSvg(input: PoolPlanInput, words: PlanWords = ENGLISH_PLAN_WORDS): string {
  const lengthFt = positive(input.lengthFt, 30);
  const widthFt = positive(input.widthFt, 14);
  const L = Math.max(lengthFt, widthFt);
  const W = Math.min(lengthFt, widthFt);
  const shapeText = typeof input.shape === "string" ? input.shape : "";
  const kind = planShapeKind(shapeText);
  const spa = planHasSpa({ shape: shapeText, builtInSpa: input.builtInSpa });
  const rawName = (typeof input.name === "string" ? input.name.trim().slice(0, MAX_TITLE_CHARS) : "") || "Pool";
  const shownName = rawName.length > MAX_NAME_CHARS ? `${rawName.slice(0, MAX_NAME_CHARS - 1).trimEnd()}…` : rawName;
  const seed = hash(
    JSON.stringify([rawName, shapeText, L, W, input.shallowDepthFt ?? null, input.deepDepthFt ?? null, spa]),
  );
  const id = `pp${seed.toString(36)}`;

  // Scale (px per ft) and the pool's bounding box, centred in the drawing area; a deck is fitted in too.
  const band = deckBandFt(L, W, input.deckSqFt);
  const s = planPixelsPerFoot(lengthFt + 2 * band, widthFt + 2 * band);
  const cx = (AREA.x0 + AREA.x1) / 2;
  const cy = (AREA.y0 + AREA.y1) / 2;
  const b: Box = {
    x0: cx - (L * s) / 2,
    x1: cx + (L * s) / 2,
    y0: cy - (W * s) / 2,
    y1: cy + (W * s) / 2,
  };
  const h = b.y1 - b.y0;

  // Outline.
  let outline: string;
  let leftY = cy;
  let rightY = cy;
  const organic = kind === "freeform" || kind === "kidney";
  if (organic) {
    const rnd = random(seed);
    const flip = kind === "freeform" && rnd() < 0.5;
    const unit = organicAnchors(kind, rnd).map((p) => (flip ? { ...p, y: 1 - p.y } : p));
    const pts = toBox(b, unit);
    outline = smoothClosedPath(pts);
    leftY = pts[0]?.y ?? cy;
    rightY = pts.find((p, i) => i > 0 && p.axis === "v")?.y ?? cy;
  } else {
    const radiusFt = kind === "lap" ? 1 : kind === "rectangle" ? 1.6 : 2;
    outline = roundedRectPath(b, Math.min(radiusFt * s, h * 0.3));
  }

  // The designer's paver deck: a band of even width around the pool, under its coping.
  const deckSvg = band
    ? `<path d="${roundedRectPath({ x0: b.x0 - band * s, x1: b.x1 + band * s, y0: b.y0 - band * s, y1: b.y1 + band * s }, 1.2 * s)}" fill="url(#${id}-v)" stroke="#8c7a5a" stroke-width="2"/>` +
      `<text x="${n(b.x0 - band * s + 8)}" y="${n(b.y1 + band * s - 8)}" font-size="11" font-weight="700" letter-spacing="1.5" fill="#5b4a2c">${escapeXml(words.deck)}</text>`
    : "";
  const deckPattern = band
    ? `<pattern id="${id}-v" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#e2d3b5"/><path d="M0 .5H24M0 12.5H24M.5 0V12M12.5 12V24" stroke="#c7b48f"/></pattern>`
    : "";
  // The designer's tanning ledge: a shallow shelf across the left end, inside the outline.
  const ledgeW = Math.min(LEDGE_DEPTH_FT * s, (b.x1 - b.x0) * 0.3);
  const ledgeSvg = input.ledge
    ? `<rect x="${n(b.x0 - 20)}" y="${n(b.y0 - 20)}" width="${n(ledgeW + 20)}" height="${n(h + 40)}" fill="#d4f4fb" fill-opacity=".8" stroke="#fff" stroke-width="2"/>` +
      `<text x="${n(b.x0 + ledgeW / 2)}" y="${n(b.y0 + h / 2 + 4)}" font-size="10" font-weight="700" letter-spacing="1.5" text-anchor="middle" fill="#0d5b8a">${escapeXml(words.ledge)}</text>`
    : "";

  // Built-in spa geometry: inside the right end.
  const spaR = Math.min(W * 0.3, L * 0.17, 3.6) * s;
  const spaX = b.x1 - spaR - Math.max(0.7 * s, 9);
  const spaY = organic ? rightY : cy;

  // Entry steps at the shallow (left) end: three bands or nested arcs,
  // about 1.3 ft per tread but never more than 7% of the length each.
  const tread = Math.max(Math.min(1.3 * s, L * s * 0.07), 14);
  const stepShape = (k: number, grow: number, attrs: string): string =>
    organic
      ? `<circle cx="${n(b.x0)}" cy="${n(leftY)}" r="${n(k * tread * 1.35 + grow)}"${attrs}/>`
      : `<rect x="${n(b.x0 - 20)}" y="${n(b.y0 - 20)}" width="${n(20 + k * tread + grow)}" height="${n(h + 40)}"${attrs}/>`;
  let steps = "";
  for (let k = 3; k >= 1; k -= 1) {
    steps +=
      stepShape(k, 2, ` fill="none" stroke="#07466f" stroke-opacity=".28" stroke-width="3"`) +
      stepShape(k, 0, ` fill="#eafcff" fill-opacity=".24" stroke="#fff" stroke-opacity=".9" stroke-width="1.6"`);
  }
  if (kind === "lap") {
    // Lane line with T ends along the centre.
    const lx0 = b.x0 + Math.max(4 * tread, 2.5 * s);
    const lx1 = spa ? spaX - spaR - 1.5 * s : b.x1 - 2.5 * s;
    const t = Math.min(h * 0.12, 0.8 * s);
    steps += `<path d="M${n(lx0)} ${n(cy)}H${n(lx1)}M${n(lx0)} ${n(cy - t)}V${n(cy + t)}M${n(lx1)} ${n(cy - t)}V${n(cy + t)}" stroke="#0a3f66" stroke-opacity=".5" stroke-width="4"/>`;
  }

  // Built-in spa inside the right end, with its own darker water.
  let spaSvg = "";
  let deepX = b.x1 - Math.max(2.4 * s, 44);
  if (spa) {
    const r = spaR;
    const scx = spaX;
    const scy = spaY;
    const spaBox: Box = { x0: scx - r, x1: scx + r, y0: scy - r, y1: scy + r };
    const spaAttrs = `id="${id}-s" fill="url(#${id}-k)" stroke="#faf6ee" stroke-width="7"`;
    const spaShape = organic
      ? `<circle ${spaAttrs} cx="${n(scx)}" cy="${n(scy)}" r="${n(r)}"/>`
      : `<path ${spaAttrs} d="${roundedRectPath(spaBox, r * 0.45)}"/>`;
    spaSvg =
      `<g>${spaShape}` +
      `<use href="#${id}-s" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.2" transform="translate(${n(scx)} ${n(scy)}) scale(.72) translate(${n(-scx)} ${n(-scy)})"/>` +
      `<use href="#${id}-s" fill="none" stroke="#9d8f76" stroke-width="1"/>` +
      `<text x="${n(scx)}" y="${n(scy + 4)}" fill="#fff" font-size="11" font-weight="700" letter-spacing="2" text-anchor="middle">${escapeXml(words.spa)}</text></g>`;
    deepX = scx - r - Math.max(1.8 * s, 30);
  }
  const deepY = kind === "lap" ? b.y0 + h * 0.27 : organic ? rightY : cy;
  const shallow = input.shallowDepthFt;
  const deep = input.deepDepthFt;
  const uniformDepth = typeof shallow === "number" && typeof deep === "number" && Math.abs(deep - shallow) < 1 / 24;
  const deepMarker = uniformDepth
    ? ""
    : `<g fill="#fff" fill-opacity=".9" font-size="10" font-weight="700" letter-spacing="1.5" text-anchor="middle">` +
      `<text x="${n(deepX)}" y="${n(deepY - 3)}">${escapeXml(words.deep)}</text>` +
      `<path d="M${n(deepX - 5)} ${n(deepY + 3)}h10l-5 6z"/></g>`;

  // Dimension lines: length along the bottom, width along the right side.
  const ext = 9; // coping half-width plus a gap
  const dimY = b.y1 + 40;
  const dimX = b.x1 + 40;
  const arrow = (x: number, y: number, dx: number, dy: number): string =>
    `M${n(x)} ${n(y)}l${n(-dx * 9 - dy * 3.5)} ${n(-dy * 9 - dx * 3.5)}l${n(dy * 7)} ${n(dx * 7)}z`;
  const lengthLabel = formatFeetInches(lengthFt >= widthFt ? lengthFt : widthFt);
  const widthLabel = formatFeetInches(lengthFt >= widthFt ? widthFt : lengthFt);
  const pill = (x: number, y: number, text: string): string => {
    const w = text.length * 10.8 + 20;
    return (
      `<rect x="${n(x - w / 2)}" y="${n(y - 15)}" width="${n(w)}" height="30" rx="15" fill="#fff" stroke="${INK}" stroke-opacity=".25"/>` +
      `<text x="${n(x)}" y="${n(y + 7)}" font-size="19" font-weight="700" text-anchor="middle" fill="${INK}">${escapeXml(text)}</text>`
    );
  };
  const dims =
    `<g stroke="${INK}" stroke-opacity=".55" stroke-width="1.2" fill="none">` +
    `<path d="M${n(b.x0)} ${n(b.y1 + ext)}V${n(dimY + 8)}M${n(b.x1)} ${n(b.y1 + ext)}V${n(dimY + 8)}` +
    `M${n(b.x1 + ext)} ${n(b.y0)}H${n(dimX + 8)}M${n(b.x1 + ext)} ${n(b.y1)}H${n(dimX + 8)}"/>` +
    `<path d="M${n(b.x0)} ${n(dimY)}H${n(b.x1)}M${n(dimX)} ${n(b.y0)}V${n(b.y1)}"/></g>` +
    `<path fill="${INK}" d="${arrow(b.x0, dimY, -1, 0)}${arrow(b.x1, dimY, 1, 0)}${arrow(dimX, b.y0, 0, -1)}${arrow(dimX, b.y1, 0, 1)}"/>` +
    pill(cx, dimY, lengthLabel) +
    pill(dimX, cy, widthLabel);

  // Title block (top left) with name, shape and depth.
  const depth = formatDepthRange(input.shallowDepthFt, input.deepDepthFt).replace(" - ", " – ");
  const shape = words.shapes[kind];
  const subtitle = `${spa ? fill(words.withSpa, { shape }) : shape}${depth ? ` · ${fill(words.depth, { depth })}` : ""}`;
  const titleW = Math.max(shownName.length * 13.2, subtitle.length * 6.9) + 44;
  const title =
    `<g><rect x="20" y="18" width="${n(titleW)}" height="66" rx="10" fill="#fff" fill-opacity=".92" stroke="${INK}" stroke-opacity=".18"/>` +
    `<rect x="20" y="18" width="5" height="66" rx="2.5" fill="#1f8fc4"/>` +
    `<text x="40" y="49" font-size="22" font-weight="800" fill="${INK}">${escapeXml(shownName)}</text>` +
    `<text x="40" y="71" font-size="12.5" fill="#4d6578">${escapeXml(subtitle)}</text></g>`;

  // Scale bar and north arrow (top right).
  const barFt = 10 * s > 160 ? 5 : 10;
  const bar = barFt * s;
  const sx = 690 - bar;
  const north =
    `<g fill="${INK}" font-size="11" font-weight="700">` +
    `<rect x="${n(sx)}" y="44" width="${n(bar / 2)}" height="6" fill="${INK}"/>` +
    `<rect x="${n(sx + bar / 2)}" y="44" width="${n(bar / 2)}" height="6" fill="#fff" stroke="${INK}"/>` +
    `<text x="${n(sx)}" y="37" text-anchor="middle">0</text><text x="${n(sx + bar)}" y="37" text-anchor="middle">${escapeXml(fill(words.scale, { feet: barFt }))}</text>` +
    `<circle cx="748" cy="48" r="22" fill="#fff" fill-opacity=".9" stroke="${INK}" stroke-opacity=".3"/>` +
    `<path d="M748 30l7 22-7-5-7 5z"/><text x="748" y="66" text-anchor="middle" font-size="10">${escapeXml(words.north)}</text></g>`;

  const label = fill(words.title, { name: rawName });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLAN_VIEWBOX_WIDTH} ${PLAN_VIEWBOX_HEIGHT}" width="${PLAN_VIEWBOX_WIDTH}" height="${PLAN_VIEWBOX_HEIGHT}" preserveAspectRatio="xMidYMid meet" role="img" aria-labelledby="${id}-t" font-family="${escapeXml(FONT)}">` +
    `<title id="${id}-t">${escapeXml(label)}</title>` +
    `<defs>` +
    `<pattern id="${id}-d" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="80" height="40" fill="#f3ecdf"/><path d="M0 .5H80M0 20.5H80M.5 0V20M40.5 20V40" stroke="#e7dcc9"/></pattern>` +
    `<linearGradient id="${id}-w" x1="0" x2="1"><stop offset="0" stop-color="#86d8ea"/><stop offset=".45" stop-color="#3eacd8"/><stop offset="1" stop-color="#1769a3"/></linearGradient>` +
    `<radialGradient id="${id}-h" cx=".3" cy=".25" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-k"><stop offset="0" stop-color="#2f98c9"/><stop offset="1" stop-color="#0d4f80"/></radialGradient>` +
    `<pattern id="${id}-r" width="120" height="36" patternUnits="userSpaceOnUse"><path d="M0 9c20-7 40 7 60 0s40-7 60 0M-60 27c20-7 40 7 60 0s40-7 60 0 40-7 60 0" fill="none" stroke="#fff" stroke-opacity=".17" stroke-width="2"/></pattern>` +
    `<filter id="${id}-b" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>` +
    `<path id="${id}-p" d="${outline}"/>` +
    `<clipPath id="${id}-c"><use href="#${id}-p"/></clipPath>` +
    deckPattern +
    `</defs>` +
    `<rect width="800" height="500" fill="url(#${id}-d)"/>` +
    deckSvg +
    `<g>` +
    `<use href="#${id}-p" fill="#5b4a2c" fill-opacity=".22" stroke="#5b4a2c" stroke-opacity=".22" stroke-width="18" transform="translate(3 6)" filter="url(#${id}-b)"/>` +
    `<use href="#${id}-p" fill="none" stroke="#a8987b" stroke-width="19"/>` +
    `<use href="#${id}-p" fill="none" stroke="#faf6ee" stroke-width="16"/>` +
    `<use href="#${id}-p" fill="url(#${id}-w)"/>` +
    `<g clip-path="url(#${id}-c)">${steps}${ledgeSvg}` +
    `<use href="#${id}-p" fill="none" stroke="#063b60" stroke-opacity=".45" stroke-width="14" filter="url(#${id}-b)"/>` +
    `<rect x="${n(b.x0)}" y="${n(b.y0)}" width="${n(b.x1 - b.x0)}" height="${n(h)}" fill="url(#${id}-r)"/>` +
    `<rect x="${n(b.x0)}" y="${n(b.y0)}" width="${n(b.x1 - b.x0)}" height="${n(h)}" fill="url(#${id}-h)"/></g>` +
    `<use href="#${id}-p" fill="none" stroke="#0d5b8a" stroke-width="1.5"/>` +
    spaSvg +
    deepMarker +
    `</g>` +
    dims +
    title +
    north +
    `</svg>`
  );
}
