// A customer testimonial as staff edit it (/admin/testimonials): one schema
// for the browser, the route action and the tests. The home page shows the
// newest, featured ones first.
import { z } from "./zod";
import { checkbox, optionalWholeNumber, requiredText, wholeNumber } from "./content-fields";
import { optionalImageAddress } from "./image-address";
import { optionalText } from "./text";

export const TESTIMONIAL_RATINGS = [5, 4, 3, 2, 1] as const;
export const TESTIMONIAL_FIRST_YEAR = 1950;
export const TESTIMONIAL_PROJECT_VALUE_MAX = 10_000_000;
export const TESTIMONIAL_CONTENT_MAX = 5000;
/** Suggestions for the source field (any short text is accepted). */
export const TESTIMONIAL_SOURCES = ["manual", "google", "facebook", "email"] as const;

/** The latest installation year a testimonial may give: next year (a pool booked now). */
export const latestInstallationYear = (now = new Date()) => now.getFullYear() + 1;

export const TESTIMONIAL_MESSAGES = {
  nameRequired: "Enter the customer's name",
  nameTooLong: "Name must be at most 100 characters",
  locationTooLong: "Location must be at most 150 characters",
  cityTooLong: "City must be at most 100 characters",
  state: "State must be a two-letter code such as FL",
  rating: "Choose a rating from 1 to 5 stars",
  contentRequired: "Enter what the customer said",
  contentTooLong: `Testimonial must be at most ${TESTIMONIAL_CONTENT_MAX.toLocaleString("en-US")} characters`,
  poolTypeTooLong: "Pool type must be at most 100 characters",
  poolSizeTooLong: "Pool size must be at most 100 characters",
  installationYear: `Installation year must be a year from ${TESTIMONIAL_FIRST_YEAR} to next year`,
  projectValue: `Project value must be a whole number of dollars up to $${TESTIMONIAL_PROJECT_VALUE_MAX.toLocaleString("en-US")}`,
  image: "Image must be an uploaded image, a site path such as /images/pool.jpg, or a full https:// address",
  googleIdTooLong: "Google IDs must be at most 255 characters",
  sourceRequired: "Enter where the testimonial came from, e.g. manual",
  sourceTooLong: "Source must be at most 50 characters",
  contentEsTooLong: `Spanish testimonial must be at most ${TESTIMONIAL_CONTENT_MAX.toLocaleString("en-US")} characters`,
} as const;

const M = TESTIMONIAL_MESSAGES;

const usState = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z
    .string(M.state)
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, M.state))
    .optional(),
);

export const TestimonialSchema = z.object({
  customerName: requiredText(100, M.nameRequired, M.nameTooLong),
  location: optionalText(150, M.locationTooLong),
  city: optionalText(100, M.cityTooLong),
  state: usState,
  rating: wholeNumber({ min: 1, max: 5, message: M.rating }),
  content: requiredText(TESTIMONIAL_CONTENT_MAX, M.contentRequired, M.contentTooLong),
  poolType: optionalText(100, M.poolTypeTooLong),
  poolSize: optionalText(100, M.poolSizeTooLong),
  installationYear: optionalWholeNumber({
    min: TESTIMONIAL_FIRST_YEAR,
    max: latestInstallationYear(),
    message: M.installationYear,
  }),
  projectValue: optionalWholeNumber({ min: 0, max: TESTIMONIAL_PROJECT_VALUE_MAX, message: M.projectValue }),
  beforeImage: optionalImageAddress(1000, M.image),
  afterImage: optionalImageAddress(1000, M.image),
  isVerified: checkbox,
  isFeatured: checkbox,
  googleReviewId: optionalText(255, M.googleIdTooLong),
  googlePlaceId: optionalText(255, M.googleIdTooLong),
  source: requiredText(50, M.sourceRequired, M.sourceTooLong),
  contentEs: optionalText(TESTIMONIAL_CONTENT_MAX, M.contentEsTooLong),
});

export type TestimonialInput = z.infer<typeof TestimonialSchema>;

export const TESTIMONIAL_FIELDS = [
  "customerName",
  "location",
  "city",
  "state",
  "rating",
  "content",
  "poolType",
  "poolSize",
  "installationYear",
  "projectValue",
  "beforeImage",
  "afterImage",
  "isVerified",
  "isFeatured",
  "googleReviewId",
  "googlePlaceId",
  "source",
  "contentEs",
] as const;

export type TestimonialFormValues = Record<(typeof TESTIMONIAL_FIELDS)[number], string>;

const text = (value: string | null) => value ?? "";
const number = (value: number | null) => (value === null ? "" : String(value));
const flag = (value: boolean) => (value ? "on" : "");

export function testimonialFormValues(t: {
  customerName: string;
  location: string | null;
  city: string | null;
  state: string | null;
  rating: number;
  content: string;
  poolType: string | null;
  poolSize: string | null;
  installationYear: number | null;
  projectValue: number | null;
  beforeImage: string | null;
  afterImage: string | null;
  isVerified: boolean;
  isFeatured: boolean;
  googleReviewId: string | null;
  googlePlaceId: string | null;
  source: string;
  contentEs?: string | null;
}): TestimonialFormValues {
  return {
    customerName: t.customerName,
    location: text(t.location),
    city: text(t.city),
    state: text(t.state),
    rating: String(t.rating),
    content: t.content,
    poolType: text(t.poolType),
    poolSize: text(t.poolSize),
    installationYear: number(t.installationYear),
    projectValue: number(t.projectValue),
    beforeImage: text(t.beforeImage),
    afterImage: text(t.afterImage),
    isVerified: flag(t.isVerified),
    isFeatured: flag(t.isFeatured),
    googleReviewId: text(t.googleReviewId),
    googlePlaceId: text(t.googlePlaceId),
    source: t.source,
    contentEs: t.contentEs ?? "",
  };
}

export const NEW_TESTIMONIAL_VALUES: TestimonialFormValues = {
  customerName: "",
  location: "",
  city: "",
  state: "FL",
  rating: "5",
  content: "",
  poolType: "",
  poolSize: "",
  installationYear: "",
  projectValue: "",
  beforeImage: "",
  afterImage: "",
  isVerified: "",
  isFeatured: "",
  googleReviewId: "",
  googlePlaceId: "",
  source: "manual",
  contentEs: "",
};

/** The list's yes/no filters (featured, verified) and the rating filter. */
export const YES_NO_FILTERS = ["yes", "no"] as const;
export const RATING_FILTERS = TESTIMONIAL_RATINGS.map(String);
