// A pool manufacturer as staff edit it (/admin/manufacturers): one schema for
// the browser, the route action and the tests. The home page's partner cards,
// /latham-pools, /san-juan-pools and /api/manufacturers show enabled ones.
import { z } from "./zod";
import { checkbox, displayOrder, optionalHttpsUrl, requiredText } from "./content-fields";
import { isImageAddress } from "./image-address";
import { cleanText, optionalText } from "./text";

export const MANUFACTURER_NAME_MAX = 100;
export const MANUFACTURER_DESCRIPTION_MAX = 5000;
/** A brand mark that is not an image address is shown as text: an emoji or a few letters. */
export const MANUFACTURER_TEXT_MARK_MAX = 16;

export const MANUFACTURER_MESSAGES = {
  nameRequired: "Enter the manufacturer's name",
  nameTooLong: `Name must be at most ${MANUFACTURER_NAME_MAX} characters`,
  nameTaken: "Another manufacturer already has this name",
  descriptionTooLong: `Description must be at most ${MANUFACTURER_DESCRIPTION_MAX.toLocaleString("en-US")} characters`,
  descriptionEsTooLong: `Spanish description must be at most ${MANUFACTURER_DESCRIPTION_MAX.toLocaleString("en-US")} characters`,
  logo: `Logo must be an uploaded image, a site path such as /images/brands/latham.svg, a full https:// address, or a text mark of at most ${MANUFACTURER_TEXT_MARK_MAX} characters (e.g. an emoji)`,
  iconLogo: `Icon must be an emoji or text of at most ${MANUFACTURER_TEXT_MARK_MAX} characters, a site path or a full https:// address`,
  website: "Website must be a full https:// address (at most 500 characters)",
  inUse:
    "Pools or colors still name this manufacturer: disable it instead, or move them to another manufacturer first.",
} as const;

const M = MANUFACTURER_MESSAGES;

/** A logo or icon: an image address (see image-address.ts) or a short text mark such as an emoji. */
function brandMark(max: number, message: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    cleanText(max, message)
      .refine((v) => isImageAddress(v) || (!v.includes("/") && [...v].length <= MANUFACTURER_TEXT_MARK_MAX), message)
      .optional(),
  );
}

export const ManufacturerSchema = z.object({
  name: requiredText(MANUFACTURER_NAME_MAX, M.nameRequired, M.nameTooLong),
  description: optionalText(MANUFACTURER_DESCRIPTION_MAX, M.descriptionTooLong),
  logo: brandMark(1000, M.logo),
  iconLogo: brandMark(255, M.iconLogo),
  website: optionalHttpsUrl(500, M.website),
  enabled: checkbox,
  displayOrder,
  descriptionEs: optionalText(MANUFACTURER_DESCRIPTION_MAX, M.descriptionEsTooLong),
});

export type ManufacturerInput = z.infer<typeof ManufacturerSchema>;

export const MANUFACTURER_FIELDS = [
  "name",
  "description",
  "logo",
  "iconLogo",
  "website",
  "enabled",
  "displayOrder",
  "descriptionEs",
] as const;

export type ManufacturerFormValues = Record<(typeof MANUFACTURER_FIELDS)[number], string>;

export function manufacturerFormValues(manufacturer: {
  name: string;
  description: string | null;
  logo: string | null;
  iconLogo: string | null;
  website: string | null;
  enabled: boolean;
  displayOrder: number;
  descriptionEs?: string | null;
}): ManufacturerFormValues {
  return {
    name: manufacturer.name,
    description: manufacturer.description ?? "",
    logo: manufacturer.logo ?? "",
    iconLogo: manufacturer.iconLogo ?? "",
    website: manufacturer.website ?? "",
    enabled: manufacturer.enabled ? "on" : "",
    displayOrder: String(manufacturer.displayOrder),
    descriptionEs: manufacturer.descriptionEs ?? "",
  };
}

export const NEW_MANUFACTURER_VALUES: ManufacturerFormValues = {
  name: "",
  description: "",
  logo: "",
  iconLogo: "",
  website: "",
  enabled: "on",
  displayOrder: "",
  descriptionEs: "",
};

/** The list's status filter. */
export const MANUFACTURER_STATUS_FILTERS = ["enabled", "disabled"] as const;
export const MANUFACTURER_STATUS_OPTIONS = [
  { value: "enabled", label: "Enabled" },
  { value: "disabled", label: "Disabled" },
] as const;
