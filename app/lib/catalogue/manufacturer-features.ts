import type { Locale } from "~/lib/i18n/locale";
import { type PluralText, plural } from "~/lib/i18n/translate";

/**
 * Partner cards read a manufacturer's multi-line description: the first line is a summary, and each "Title - detail" line is a
 * feature whose icon is chosen by keywords in its title.
 */

export interface ManufacturerFeature {
  title: string;
  detail: string;
}

export interface ManufacturerDescription {
  summary: string | null;
  features: ManufacturerFeature[];
}

/** Features a partner card shows before "Show N More Features". */
export const VISIBLE_FEATURE_COUNT = 3;

const FEATURE_SEPARATOR = " - ";

function splitFeature(line: string): ManufacturerFeature | null {
  const at = line.indexOf(FEATURE_SEPARATOR);
  if (at === -1) return null;
  const title = line.slice(0, at).trim();
  const detail = line.slice(at + FEATURE_SEPARATOR.length).trim();
  if (!title) return null;
  return { title, detail };
}

/** Summary (the first line, unless it is itself a feature) and the "Title - detail" features. */
export function parseManufacturerDescription(description: string | null | undefined): ManufacturerDescription {
  const lines = (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const features: ManufacturerFeature[] = [];
  let summary: string | null = null;
  lines.forEach((line, index) => {
    const feature = splitFeature(line);
    if (feature) features.push(feature);
    else if (index === 0) summary = line;
  });
  return { summary, features };
}

export type FeatureIconKey =
  "warranty" | "speed" | "price" | "range" | "finish" | "craft" | "factory" | "local" | "comfort" | "default";

// Checked in order: the first group with a keyword in the title wins, so the
// more specific groups come first.
const ICON_KEYWORDS: readonly [FeatureIconKey, readonly string[]][] = [
  ["warranty", ["warrant", "guarantee", "durab", "lifetime", "protect"]],
  ["local", ["local", "dealer", "near you"]],
  ["speed", ["fast", "quick", "install", "speed", "days"]],
  ["price", ["price", "pricing", "budget", "afford", "cost", "financ"]],
  ["finish", ["finish", "gel", "coat", "color", "colour", "surface"]],
  ["comfort", ["seat", "bench", "step", "ledge", "spa", "shelf"]],
  ["craft", ["laminate", "hand", "resin", "vinyl", "wall", "steel", "layer", "strength"]],
  ["factory", ["production", "plant", "factory", "manufactur"]],
  ["range", ["catalog", "size", "shape", "model", "famil", "height", "option", "series", "choice"]],
];

/** Icon for a feature title by its keywords (case-insensitive); "default" when none match. */
export function featureIconKey(title: string): FeatureIconKey {
  const text = title.toLowerCase();
  for (const [key, words] of ICON_KEYWORDS) {
    if (words.some((word) => text.includes(word))) return key;
  }
  return "default";
}

/** The words of the toggle under the first features, in the page's language. */
export interface MoreFeaturesTexts {
  more: PluralText;
  less: string;
}

/** Label of the toggle under the first features. */
export function moreFeaturesLabel(
  locale: Locale,
  hiddenCount: number,
  expanded: boolean,
  t: MoreFeaturesTexts,
): string {
  if (expanded) return t.less;
  return plural(locale, hiddenCount, t.more);
}

export type ManufacturerMark = { kind: "image"; src: string } | { kind: "text"; text: string } | { kind: "none" };

function isImageAddress(value: string): boolean {
  return (
    /^data:image\//i.test(value) || /^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//"))
  );
}

/**
 * What a partner card shows as the brand mark: the logo when it is an image
 * (data image, http address or a site path), otherwise the logo or icon logo
 * as text (often an emoji).
 */
export function manufacturerMark(logo: string | null | undefined, iconLogo?: string | null): ManufacturerMark {
  const candidates = [logo, iconLogo].map((v) => v?.trim() ?? "").filter(Boolean);
  const image = candidates.find(isImageAddress);
  if (image) return { kind: "image", src: image };
  const text = candidates[0];
  return text ? { kind: "text", text } : { kind: "none" };
}
