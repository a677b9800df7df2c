// A downloadable resource as staff edit it (/admin/resources): one schema for
// the browser, the route action and the tests. Published resources are listed
// on /resources.
import { PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { z } from "./zod";
import { displayOrder, isHttpsUrl, optionalWholeNumber, requiredText } from "./content-fields";
import { cleanText, optionalText } from "./text";

export const RESOURCE_TYPE_MAX_LENGTH = 20;
export const RESOURCE_PAGES_MAX = 2000;
export const DOWNLOADS_PREFIX = "/downloads/";
/** Types /resources has an icon and a label for; others are shown as typed. */
export const RESOURCE_TYPE_SUGGESTIONS = ["guide", "checklist", "pdf", "warranty", "video"] as const;

export const RESOURCE_STATUS_LABELS: Record<(typeof PUBLISH_STATUSES)[number], string> = {
  draft: "Draft",
  published: "Published",
};

export const RESOURCE_MESSAGES = {
  titleRequired: "Enter the title",
  titleTooLong: "Title must be at most 255 characters",
  descriptionTooLong: "Description must be at most 2,000 characters",
  categoryTooLong: "Category must be at most 100 characters",
  typeTooLong: `Type must be at most ${RESOURCE_TYPE_MAX_LENGTH} characters`,
  fileUrl: `File must be a path under ${DOWNLOADS_PREFIX} (e.g. /downloads/guide.pdf) or a full https:// address`,
  fileUrlRequired: "A published resource needs a file: add its address or save it as a draft",
  pages: `Pages must be a whole number from 1 to ${RESOURCE_PAGES_MAX}`,
  status: "Choose Draft or Published",
  titleEsTooLong: "Spanish title must be at most 255 characters",
  descriptionEsTooLong: "Spanish description must be at most 2,000 characters",
} as const;

const M = RESOURCE_MESSAGES;

/**
 * Whether text is a file the site serves from public/downloads: letters,
 * digits, dots, dashes, underscores and folders, never ".." or an empty segment.
 */
export function isDownloadsPath(text: string): boolean {
  if (!text.startsWith(DOWNLOADS_PREFIX)) return false;
  const rest = text.slice(DOWNLOADS_PREFIX.length);
  return (
    rest.length > 0 &&
    /^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(rest) &&
    !rest.split("/").some((segment) => segment === "." || segment === "..")
  );
}

const fileUrl = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  cleanText(1000, M.fileUrl)
    .refine((v) => isDownloadsPath(v) || isHttpsUrl(v), M.fileUrl)
    .optional(),
);

export const ResourceSchema = z
  .object({
    title: requiredText(255, M.titleRequired, M.titleTooLong),
    description: optionalText(2000, M.descriptionTooLong),
    category: optionalText(100, M.categoryTooLong),
    type: optionalText(RESOURCE_TYPE_MAX_LENGTH, M.typeTooLong),
    fileUrl,
    pages: optionalWholeNumber({ min: 1, max: RESOURCE_PAGES_MAX, message: M.pages }),
    status: z.enum(PUBLISH_STATUSES, M.status),
    displayOrder,
    titleEs: optionalText(255, M.titleEsTooLong),
    descriptionEs: optionalText(2000, M.descriptionEsTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.status === "published" && !value.fileUrl) {
      ctx.addIssue({ code: "custom", path: ["fileUrl"], message: M.fileUrlRequired });
    }
  });

export type ResourceInput = z.infer<typeof ResourceSchema>;

export const RESOURCE_FIELDS = [
  "title",
  "description",
  "category",
  "type",
  "fileUrl",
  "pages",
  "status",
  "displayOrder",
  "titleEs",
  "descriptionEs",
] as const;

export type ResourceFormValues = Record<(typeof RESOURCE_FIELDS)[number], string>;

export function resourceFormValues(resource: {
  title: string;
  description: string | null;
  category: string | null;
  type: string | null;
  fileUrl: string | null;
  pages: number | null;
  status: string;
  displayOrder: number;
  titleEs?: string | null;
  descriptionEs?: string | null;
}): ResourceFormValues {
  return {
    title: resource.title,
    description: resource.description ?? "",
    category: resource.category ?? "",
    type: resource.type ?? "",
    fileUrl: resource.fileUrl ?? "",
    pages: resource.pages === null ? "" : String(resource.pages),
    status: resource.status,
    displayOrder: String(resource.displayOrder),
    titleEs: resource.titleEs ?? "",
    descriptionEs: resource.descriptionEs ?? "",
  };
}

export const NEW_RESOURCE_VALUES: ResourceFormValues = {
  title: "",
  description: "",
  category: "",
  type: "",
  fileUrl: "",
  pages: "",
  status: "draft",
  displayOrder: "",
  titleEs: "",
  descriptionEs: "",
};
