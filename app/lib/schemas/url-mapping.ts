// A URL mapping as staff edit it (/admin/landing-pages/url-mappings): an old address of the site that shows a
// built-in page. One schema for the browser, the route actions (the form and the 404 log's one-click
// create) and the tests.
import { type BuiltInPageName, BUILT_IN_PAGES, BUILT_IN_PAGE_NAMES } from "~/lib/content/built-in-page-names";
import {
  LEGACY_URL_MAX_LENGTH,
  type MappingAddressProblem,
  mappingAddressProblem,
} from "~/lib/content/landing-addresses";
import { normalizeMappingPath } from "~/lib/content/landing-resolution";
import { z } from "./zod";
import { checkbox, wholeNumber } from "./content-fields";
import { cleanText, optionalText } from "./text";

export const MAPPING_PRIORITY_MAX = 1000;

export const URL_MAPPING_MESSAGES = {
  legacyUrlRequired: "Enter the old address, e.g. /old-pool-page",
  legacyUrlTaken: "Another URL mapping already uses this address",
  landingPageThere:
    "A landing page already has this address, and a mapping would hide it. Change the landing page's address first, or map another address",
  targetPage: "Choose the page to show",
  descriptionTooLong: "Description must be at most 2,000 characters",
  priority: `Priority must be a whole number from 0 to ${MAPPING_PRIORITY_MAX}`,
  metaTitleTooLong: "Meta title must be at most 255 characters",
  metaDescriptionTooLong: "Meta description must be at most 500 characters",
} as const;

/** Why an address cannot be mapped, as staff read it (also shown beside such paths in the 404 log). */
export const MAPPING_ADDRESS_MESSAGES: Record<MappingAddressProblem, string> = {
  "too-long": `The address must be at most ${LEGACY_URL_MAX_LENGTH} characters`,
  "staff-area": "Addresses of the staff area cannot be mapped",
  "too-deep": "Mappings can serve addresses of one to three parts (/a, /a/b or /a/b/c)",
  "real-route": "A page of the site already answers at this address, so a mapping would never be shown",
};

const M = URL_MAPPING_MESSAGES;

/** Why a save was refused (the model's reasons), as staff read it beside the address. */
export const URL_MAPPING_SAVE_MESSAGES = {
  "legacy-url-taken": URL_MAPPING_MESSAGES.legacyUrlTaken,
  "landing-page-there": URL_MAPPING_MESSAGES.landingPageThere,
} as const;

/**
 * The old address, stored normalised: the path only (a pasted https://old-site.com/Page/?q=1#top keeps
 * /page), percent-decoded, lower-case, with a leading slash and no trailing slash: the form requests are
 * matched in.
 */
export const legacyUrlField = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  cleanText(2000, MAPPING_ADDRESS_MESSAGES["too-long"])
    .pipe(z.string().min(1, M.legacyUrlRequired))
    .transform((text) => normalizeMappingPath(text))
    .superRefine((path, ctx) => {
      const problem = mappingAddressProblem(path);
      if (problem) ctx.addIssue({ code: "custom", message: MAPPING_ADDRESS_MESSAGES[problem] });
    }),
);

const builtInPageName = z.enum(BUILT_IN_PAGE_NAMES as [BuiltInPageName, ...BuiltInPageName[]], M.targetPage);
const blankToUndefined = (v: unknown) => (v === null || v === "" ? undefined : v);

/** A mapping renders only a built-in page (decision 012): an unknown name is the Configuration Error. */
export const targetPageField = z.preprocess(blankToUndefined, builtInPageName);

/** The same choice where it may be left empty (a landing page's built-in page, needed for type "page" only). */
export const optionalBuiltInPageField = z.preprocess(blankToUndefined, builtInPageName.optional());

export const UrlMappingSchema = z.object({
  legacyUrl: legacyUrlField,
  targetPage: targetPageField,
  description: optionalText(2000, M.descriptionTooLong),
  priority: wholeNumber({ min: 0, max: MAPPING_PRIORITY_MAX, message: M.priority }),
  isActive: checkbox,
  metaTitle: optionalText(255, M.metaTitleTooLong),
  metaDescription: optionalText(500, M.metaDescriptionTooLong),
});

export type UrlMappingInput = z.infer<typeof UrlMappingSchema>;

export const URL_MAPPING_FIELDS = [
  "legacyUrl",
  "targetPage",
  "description",
  "priority",
  "isActive",
  "metaTitle",
  "metaDescription",
] as const;

export type UrlMappingFormValues = Record<(typeof URL_MAPPING_FIELDS)[number], string>;

/** The choices of a built-in page select: the page's title and address, posting its name. */
export const BUILT_IN_PAGE_OPTIONS = BUILT_IN_PAGES.map((page) => ({
  value: page.name,
  label: `${page.title} (${page.path})`,
}));

export function urlMappingFormValues(mapping: {
  legacyUrl: string;
  targetPage: string;
  description: string | null;
  priority: number;
  isActive: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
}): UrlMappingFormValues {
  return {
    legacyUrl: mapping.legacyUrl,
    targetPage: mapping.targetPage,
    description: mapping.description ?? "",
    priority: String(mapping.priority),
    isActive: mapping.isActive ? "on" : "",
    metaTitle: mapping.metaTitle ?? "",
    metaDescription: mapping.metaDescription ?? "",
  };
}

/** A new mapping's form; `legacyUrl` pre-fills it (the 404 log's "Open in form"). */
export function newUrlMappingValues(legacyUrl = ""): UrlMappingFormValues {
  return {
    legacyUrl,
    targetPage: "",
    description: "",
    priority: "0",
    isActive: "on",
    metaTitle: "",
    metaDescription: "",
  };
}
