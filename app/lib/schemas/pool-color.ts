// A finish colour as staff edit it (/admin/pool-colors): one schema for the
// browser, the route action and the tests. The colour and gradient describe
// how the water looks over the finish; the public swatches paint them.
import { z } from "./zod";
import { displayOrder, requiredText } from "./content-fields";
import { optionalText } from "./text";

export const POOL_COLOR_MESSAGES = {
  manufacturerRequired: "Choose the manufacturer",
  manufacturerUnknown: "Choose a manufacturer from the list",
  nameRequired: "Enter the color's name",
  nameTooLong: "Name must be at most 100 characters",
  seriesTooLong: "Series must be at most 100 characters",
  typeTooLong: "Type must be at most 100 characters",
  hex: "Enter a hex color such as #1F6FB5",
  colorOrGradient: "Enter the color, or both gradient colors",
  gradientPair: "Enter both gradient colors, or neither",
  descriptionTooLong: "Description must be at most 2,000 characters",
} as const;

const M = POOL_COLOR_MESSAGES;

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#1f6fb5", "1F6FB5" and "#16b" as the stored "#1F6FB5" / "#1166BB"; null when it is no hex colour. */
export function normalizeHexColor(text: string): string | null {
  const match = HEX_COLOR.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return `#${digits.toUpperCase()}`;
}

/** An optional hex colour, stored as #RRGGBB; blank is undefined. */
const hexColor = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z
    .string(M.hex)
    .transform((v, ctx) => normalizeHexColor(v) ?? (ctx.addIssue({ code: "custom", message: M.hex }), z.NEVER))
    .optional(),
);

export const PoolColorSchema = z
  .object({
    manufacturer: requiredText(100, M.manufacturerRequired),
    colorName: requiredText(100, M.nameRequired, M.nameTooLong),
    colorSeries: optionalText(100, M.seriesTooLong),
    colorType: optionalText(100, M.typeTooLong),
    colorHex: hexColor,
    gradientFrom: hexColor,
    gradientTo: hexColor,
    description: optionalText(2000, M.descriptionTooLong),
    displayOrder,
  })
  .superRefine((value, ctx) => {
    if (!value.gradientFrom !== !value.gradientTo) {
      const path = value.gradientFrom ? "gradientTo" : "gradientFrom";
      ctx.addIssue({ code: "custom", path: [path], message: M.gradientPair });
    } else if (!value.colorHex && !value.gradientFrom) {
      ctx.addIssue({ code: "custom", path: ["colorHex"], message: M.colorOrGradient });
    }
  });

export type PoolColorInput = z.infer<typeof PoolColorSchema>;

export const POOL_COLOR_FIELDS = [
  "manufacturer",
  "colorName",
  "colorSeries",
  "colorType",
  "colorHex",
  "gradientFrom",
  "gradientTo",
  "description",
  "displayOrder",
] as const;

export type PoolColorFormValues = Record<(typeof POOL_COLOR_FIELDS)[number], string>;

export function poolColorFormValues(color: {
  manufacturer: string;
  colorName: string;
  colorSeries: string | null;
  colorType: string | null;
  colorHex: string | null;
  gradientFrom: string | null;
  gradientTo: string | null;
  description: string | null;
  displayOrder: number;
}): PoolColorFormValues {
  return {
    manufacturer: color.manufacturer,
    colorName: color.colorName,
    colorSeries: color.colorSeries ?? "",
    colorType: color.colorType ?? "",
    colorHex: color.colorHex ?? "",
    gradientFrom: color.gradientFrom ?? "",
    gradientTo: color.gradientTo ?? "",
    description: color.description ?? "",
    displayOrder: String(color.displayOrder),
  };
}

export const NEW_POOL_COLOR_VALUES: PoolColorFormValues = {
  manufacturer: "",
  colorName: "",
  colorSeries: "",
  colorType: "",
  colorHex: "",
  gradientFrom: "",
  gradientTo: "",
  description: "",
  displayOrder: "",
};
