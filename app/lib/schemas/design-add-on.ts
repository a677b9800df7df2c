// A pool designer add-on as staff edit it (/admin/design-add-ons): one schema
// for the browser, the route action and the tests. The table's CHECK
// constraints hold the same rules; this schema says them beside the field.
import { ADD_ON_MAX_QUANTITY, ADD_ON_PRICING_KINDS, type AddOnPricingKind } from "#db/schema/enums.ts";
import { z } from "./zod";
import { checkbox, optionalWholeNumber, requiredText, wholeNumber } from "./content-fields";
import { optionalImageAddress } from "./image-address";
import { optionalText } from "./text";
import { formatDollars } from "~/lib/text/plain-format";

export { ADD_ON_MAX_QUANTITY, ADD_ON_PRICING_KINDS, type AddOnPricingKind };

/** Highest price staff may enter, fixed or per unit (a screen enclosure is some $20,000). */
export const ADD_ON_PRICE_MAX = 500_000;

export const ADD_ON_PRICING_LABELS: Record<AddOnPricingKind, string> = {
  fixed: "Fixed price",
  "per-unit": "Per unit",
};

/** A group name: lowercase letters, digits and single hyphens ("heating"). */
const GROUP_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ADD_ON_MAX_QUANTITY_TEXT = formatDollars(ADD_ON_MAX_QUANTITY, 0).slice(1);

export const DESIGN_ADD_ON_MESSAGES = {
  nameRequired: "Enter the add-on's name",
  nameTooLong: "Name must be at most 100 characters",
  nameTaken: "The designer already offers an add-on of this name: choose another name, or retire that one first",
  descriptionRequired: "Enter a short description",
  descriptionTooLong: "Description must be at most 300 characters",
  imageUrl: "Picture must be a path on this site (/images/...) or a full https:// address",
  pricingKind: "Choose fixed price or per unit",
  priceRequired: "Enter the price in whole dollars",
  price: `Price must be a whole number of dollars from $0 to ${formatDollars(ADD_ON_PRICE_MAX, 0)}`,
  unitLabelRequired: 'Enter what one unit is, e.g. "light" or "sq ft"',
  unitLabelTooLong: "Unit must be at most 30 characters",
  unitLabelOnFixed: "A fixed-price add-on has no unit: clear it, or choose per unit",
  choiceGroup: 'Group must be lowercase letters, digits and hyphens, e.g. "heating" (at most 50 characters)',
  minQuantity: `Minimum must be a whole number from 1 to ${ADD_ON_MAX_QUANTITY_TEXT}`,
  maxQuantityRequired: "Enter the most a visitor may choose",
  maxQuantity: `Maximum must be a whole number from 1 to ${ADD_ON_MAX_QUANTITY_TEXT}`,
  maxBelowMin: "Maximum must be at least the minimum",
  defaultQuantity: "Starting quantity must be between the minimum and the maximum",
  nameEsTooLong: "Spanish name must be at most 100 characters",
  descriptionEsTooLong: "Spanish description must be at most 300 characters",
  unitLabelEsTooLong: "Spanish unit must be at most 30 characters",
  unitLabelEsOnFixed: "A fixed-price add-on has no unit: clear the Spanish unit, or choose per unit",
} as const;

const M = DESIGN_ADD_ON_MESSAGES;

const quantity = (message: string) => optionalWholeNumber({ min: 1, max: ADD_ON_MAX_QUANTITY, message });

export const DesignAddOnSchema = z
  .object({
    name: requiredText(100, M.nameRequired, M.nameTooLong),
    description: requiredText(300, M.descriptionRequired, M.descriptionTooLong),
    imageUrl: optionalImageAddress(1000, M.imageUrl),
    pricingKind: z.enum(ADD_ON_PRICING_KINDS, M.pricingKind),
    price: wholeNumber({ min: 0, max: ADD_ON_PRICE_MAX, message: M.price, requiredMessage: M.priceRequired }),
    unitLabel: optionalText(30, M.unitLabelTooLong),
    choiceGroup: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      optionalText(50, M.choiceGroup).refine((v) => v === undefined || GROUP_PATTERN.test(v), M.choiceGroup),
    ),
    minQuantity: quantity(M.minQuantity),
    maxQuantity: quantity(M.maxQuantity),
    defaultQuantity: quantity(M.defaultQuantity),
    needsLedgeRoom: checkbox,
    isActive: checkbox,
    nameEs: optionalText(100, M.nameEsTooLong),
    descriptionEs: optionalText(300, M.descriptionEsTooLong),
    unitLabelEs: optionalText(30, M.unitLabelEsTooLong),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (value.pricingKind === "fixed") {
      if (value.unitLabel !== undefined) issue("unitLabel", M.unitLabelOnFixed);
      if (value.unitLabelEs !== undefined) issue("unitLabelEs", M.unitLabelEsOnFixed);
      return;
    }
    if (value.unitLabel === undefined) issue("unitLabel", M.unitLabelRequired);
    if (value.maxQuantity === undefined) return issue("maxQuantity", M.maxQuantityRequired);
    const min = value.minQuantity ?? 1;
    if (value.maxQuantity < min) return issue("maxQuantity", M.maxBelowMin);
    if (
      value.defaultQuantity !== undefined &&
      (value.defaultQuantity < min || value.defaultQuantity > value.maxQuantity)
    ) {
      issue("defaultQuantity", M.defaultQuantity);
    }
  })
  .transform((value) => {
    // A fixed add-on is bought once: its counts are 1 and it has no unit, whatever the hidden fields held.
    const perUnit = value.pricingKind === "per-unit";
    const minQuantity = perUnit ? (value.minQuantity ?? 1) : 1;
    return {
      name: value.name,
      description: value.description,
      imageUrl: value.imageUrl ?? null,
      pricingKind: value.pricingKind,
      price: value.price,
      unitLabel: perUnit ? (value.unitLabel ?? null) : null,
      choiceGroup: value.choiceGroup ?? null,
      minQuantity,
      maxQuantity: perUnit ? value.maxQuantity! : 1,
      defaultQuantity: perUnit ? (value.defaultQuantity ?? minQuantity) : 1,
      needsLedgeRoom: value.needsLedgeRoom,
      isActive: value.isActive,
      nameEs: value.nameEs ?? null,
      descriptionEs: value.descriptionEs ?? null,
      unitLabelEs: perUnit ? (value.unitLabelEs ?? null) : null,
    };
  });

export type DesignAddOnInput = z.infer<typeof DesignAddOnSchema>;

/** The form's field names, in form order (what a failed post echoes back). */
export const DESIGN_ADD_ON_FIELDS = [
  "name",
  "description",
  "imageUrl",
  "pricingKind",
  "price",
  "unitLabel",
  "minQuantity",
  "maxQuantity",
  "defaultQuantity",
  "choiceGroup",
  "needsLedgeRoom",
  "isActive",
  "nameEs",
  "descriptionEs",
  "unitLabelEs",
] as const;

export type DesignAddOnFormValues = Record<(typeof DESIGN_ADD_ON_FIELDS)[number], string>;

/** A stored add-on as the form's text values (the inverse of the schema). */
export function designAddOnFormValues(addOn: {
  name: string;
  description: string;
  imageUrl: string | null;
  pricingKind: string;
  price: number;
  unitLabel: string | null;
  minQuantity: number;
  maxQuantity: number;
  defaultQuantity: number;
  choiceGroup: string | null;
  needsLedgeRoom: boolean;
  isActive: boolean;
  nameEs?: string | null;
  descriptionEs?: string | null;
  unitLabelEs?: string | null;
}): DesignAddOnFormValues {
  const perUnit = addOn.pricingKind === "per-unit";
  return {
    name: addOn.name,
    description: addOn.description,
    imageUrl: addOn.imageUrl ?? "",
    pricingKind: addOn.pricingKind,
    price: String(addOn.price),
    unitLabel: addOn.unitLabel ?? "",
    minQuantity: perUnit ? String(addOn.minQuantity) : "",
    maxQuantity: perUnit ? String(addOn.maxQuantity) : "",
    defaultQuantity: perUnit ? String(addOn.defaultQuantity) : "",
    choiceGroup: addOn.choiceGroup ?? "",
    needsLedgeRoom: addOn.needsLedgeRoom ? "on" : "",
    isActive: addOn.isActive ? "on" : "",
    nameEs: addOn.nameEs ?? "",
    descriptionEs: addOn.descriptionEs ?? "",
    unitLabelEs: addOn.unitLabelEs ?? "",
  };
}

/** The empty form of a new add-on: fixed price, offered. */
export const NEW_DESIGN_ADD_ON_VALUES: DesignAddOnFormValues = {
  name: "",
  description: "",
  imageUrl: "",
  pricingKind: "fixed",
  price: "",
  unitLabel: "",
  minQuantity: "",
  maxQuantity: "",
  defaultQuantity: "",
  choiceGroup: "",
  needsLedgeRoom: "",
  isActive: "on",
  nameEs: "",
  descriptionEs: "",
  unitLabelEs: "",
};

/** "$5,800" or "$16 per sq ft": how staff lists show a price. */
export function addOnPriceLabel(addOn: { pricingKind: string; price: number; unitLabel: string | null }): string {
  const dollars = formatDollars(addOn.price, 0);
  return addOn.pricingKind === "per-unit" && addOn.unitLabel ? `${dollars} per ${addOn.unitLabel}` : dollars;
}
