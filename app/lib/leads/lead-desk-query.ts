// The lead lists' state as the URL carries it: paging, sorting, search and
// filters. Every list page, its CSV export and the bulk actions read the same
// query string with this module, so a bookmarked or shared link shows the same
// leads. Isomorphic: the filter form builds links with it too.
import { LEAD_REQUEST_TYPES, type LeadRequestType, SITE_LANGUAGES } from "#db/schema/enums.ts";
import { OFFICE_IDS, type OfficeId } from "~/lib/company/offices";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";
import { z } from "~/lib/schemas/zod";
import { hasInvalidCharacters } from "~/lib/text/text-characters";

export const LEAD_REQUEST_TYPE_LABELS: Record<LeadRequestType, string> = {
  contact: "Contact",
  estimate: "Estimate",
  consultation: "Consultation",
};

export function requestTypeLabel(type: string): string {
  return (LEAD_REQUEST_TYPES as readonly string[]).includes(type)
    ? LEAD_REQUEST_TYPE_LABELS[type as LeadRequestType]
    : type;
}

export const LEAD_SORTS = ["created", "name", "status", "office"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export type SortDirection = "asc" | "desc";

export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  created: "Received",
  name: "Name",
  status: "Status",
  office: "Office",
};

/** The direction a column sorts in when first chosen: newest first, names and the rest A to Z. */
export const DEFAULT_SORT_DIRECTION: Record<LeadSort, SortDirection> = {
  created: "desc",
  name: "asc",
  status: "asc",
  office: "asc",
};

/** Leads per page. */
export const LEAD_PAGE_SIZE = 25;
/** Highest page a URL may ask for (an offset deeper than this is never sent to the database). */
export const LEAD_MAX_PAGE = 10_000;
export const LEAD_SEARCH_MAX_LENGTH = 100;

/** Assigned-rep filter: a staff user's id, nobody, or the signed-in staff member. */
export type RepFilter = number | "none" | "me";

export interface LeadDeskQuery {
  page: number;
  sort: LeadSort;
  dir: SortDirection;
  /** Search text (name, e-mail, phone, message); "" for none. */
  q: string;
  status?: LeadStatus | undefined;
  type?: LeadRequestType | undefined;
  source?: string | undefined;
  office?: OfficeId | undefined;
  rep?: RepFilter | undefined;
  /** First day (YYYY-MM-DD, Florida calendar), inclusive. */
  from?: string | undefined;
  /** Last day (YYYY-MM-DD, Florida calendar), inclusive. */
  to?: string | undefined;
  /** Only stale leads (app/lib/leads/stale-leads.ts). */
  stale?: true | undefined;
  /** Only leads sent from the site in this language. */
  lang?: (typeof SITE_LANGUAGES)[number] | undefined;
}

/** How staff read a lead's language: the site it was sent from. */
export const LEAD_LANGUAGE_LABELS: Record<(typeof SITE_LANGUAGES)[number], string> = {
  en: "English",
  es: "Spanish",
};

/** The lead page's line: a Spanish lead says so plainly, so the first call is made in Spanish. */
export function leadLanguageText(language: string): string {
  return language === "es" ? "Spanish (prefers Spanish; sent from the Spanish site)" : "English";
}

export type LeadDeskFilterField =
  "q" | "status" | "type" | "source" | "office" | "rep" | "from" | "to" | "stale" | "lang";
export type LeadDeskField = LeadDeskFilterField | "page" | "sort" | "dir";

export const LEAD_DESK_FIELD_LABELS: Record<LeadDeskField, string> = {
  page: "Page",
  sort: "Sort",
  dir: "Sort direction",
  q: "Search",
  status: "Status",
  type: "Request type",
  source: "Source page",
  office: "Office",
  rep: "Assigned rep",
  from: "Received from",
  to: "Received to",
  stale: "Follow-up",
  lang: "Language",
};

export const DEFAULT_LEAD_DESK_QUERY: LeadDeskQuery = { page: 1, sort: "created", dir: "desc", q: "" };

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** One schema per parameter, so one bad value drops only itself. */
const PARAM_SCHEMAS = {
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(LEAD_MAX_PAGE)),
  sort: z.enum(LEAD_SORTS),
  dir: z.enum(["asc", "desc"]),
  q: z
    .string()
    .max(LEAD_SEARCH_MAX_LENGTH * 2)
    .refine((v) => !hasInvalidCharacters(v))
    .transform((v) => v.replace(/\s+/g, " ").trim().slice(0, LEAD_SEARCH_MAX_LENGTH)),
  status: z.enum(LEAD_STATUSES),
  type: z.enum(LEAD_REQUEST_TYPES),
  source: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9/_-]{1,100}$/),
  office: z.enum(OFFICE_IDS),
  rep: z.union([
    z.enum(["none", "me"]),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(z.int().positive()),
  ]),
  from: z.string().refine(isIsoDate),
  to: z.string().refine(isIsoDate),
  stale: z.literal("1").transform(() => true as const),
  lang: z.enum(SITE_LANGUAGES),
} satisfies Record<LeadDeskField, z.ZodType>;

export interface ParsedLeadDeskQuery {
  query: LeadDeskQuery;
  /** Parameters whose value was not usable and was ignored (the page says so). */
  invalid: LeadDeskField[];
}

export interface LeadDeskScope {
  /** The request types the page lists (the type filter may only narrow it). */
  types?: readonly LeadRequestType[];
  /**
   * "spam": only spam. "new-today": leads received today (the offices' calendar), spam left out. Without it, a
   * list leaves spam out unless its status filter asks for spam.
   */
  listed?: "spam" | "new-today" | undefined;
}

/**
 * The list's state from a query string. A value that does not pass its
 * schema is ignored (and reported in `invalid`), so a hand-edited or stale
 * link still shows a list instead of an error page.
 */
export function parseLeadDeskQuery(params: URLSearchParams, scope: LeadDeskScope = {}): ParsedLeadDeskQuery {
  const query: LeadDeskQuery = { ...DEFAULT_LEAD_DESK_QUERY };
  const invalid: LeadDeskField[] = [];
  const values: Partial<Record<LeadDeskField, unknown>> = {};

  for (const field of Object.keys(PARAM_SCHEMAS) as LeadDeskField[]) {
    const raw = params.get(field);
    if (raw === null || raw.trim() === "") continue;
    const parsed = PARAM_SCHEMAS[field].safeParse(raw);
    if (parsed.success) values[field] = parsed.data;
    else invalid.push(field);
  }

  if (values.type !== undefined && scope.types && !scope.types.includes(values.type as LeadRequestType)) {
    invalid.push("type");
    delete values.type;
  }
  if (typeof values.from === "string" && typeof values.to === "string" && values.from > values.to) {
    invalid.push("to");
    delete values.to;
  }

  const sort = (values.sort as LeadSort | undefined) ?? DEFAULT_LEAD_DESK_QUERY.sort;
  query.sort = sort;
  query.dir = (values.dir as SortDirection | undefined) ?? DEFAULT_SORT_DIRECTION[sort];
  query.page = (values.page as number | undefined) ?? 1;
  query.q = (values.q as string | undefined) ?? "";
  query.status = values.status as LeadStatus | undefined;
  query.type = values.type as LeadRequestType | undefined;
  query.source = values.source as string | undefined;
  query.office = values.office as OfficeId | undefined;
  query.rep = values.rep as RepFilter | undefined;
  query.from = values.from as string | undefined;
  query.to = values.to as string | undefined;
  query.stale = values.stale as true | undefined;
  query.lang = values.lang as LeadDeskQuery["lang"];
  return { query, invalid };
}

/**
 * The query string of a list state, without defaults and in a fixed order,
 * e.g. "?q=lopez&status=new&page=2" (or "" for the default list).
 */
export function serializeLeadDeskQuery(query: Partial<LeadDeskQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.type) params.set("type", query.type);
  if (query.source) params.set("source", query.source);
  if (query.office) params.set("office", query.office);
  if (query.rep !== undefined) params.set("rep", String(query.rep));
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.stale) params.set("stale", "1");
  if (query.lang) params.set("lang", query.lang);
  const sort = query.sort ?? DEFAULT_LEAD_DESK_QUERY.sort;
  if (sort !== DEFAULT_LEAD_DESK_QUERY.sort) params.set("sort", sort);
  if (query.dir && query.dir !== DEFAULT_SORT_DIRECTION[sort]) params.set("dir", query.dir);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The state after choosing a column to sort by: a new column starts in its default direction, the same one flips. */
export function withSort(query: LeadDeskQuery, sort: LeadSort): LeadDeskQuery {
  const dir = query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : DEFAULT_SORT_DIRECTION[sort];
  return { ...query, sort, dir, page: 1 };
}

export function withPage(query: LeadDeskQuery, page: number): LeadDeskQuery {
  return { ...query, page: Math.min(Math.max(1, page), LEAD_MAX_PAGE) };
}

/** The filters that are on, search aside (the "Filter (2)" button counts them; the search box is always in view). */
export function activeLeadFilterCount(query: LeadDeskQuery): number {
  return [
    query.status,
    query.type,
    query.source,
    query.office,
    query.rep,
    query.from,
    query.to,
    query.stale,
    query.lang,
  ].filter((value) => value !== undefined && value !== "").length;
}

/** Whether any search or filter narrows the list. */
export function hasLeadFilters(query: LeadDeskQuery): boolean {
  return Boolean(
    query.q ||
    query.status ||
    query.type ||
    query.source ||
    query.office ||
    query.rep !== undefined ||
    query.from ||
    query.to ||
    query.stale ||
    query.lang,
  );
}

/** The same filters and sort on page 1, without search and filters (the "Clear filters" link). */
export function withoutFilters(query: LeadDeskQuery): LeadDeskQuery {
  return { ...DEFAULT_LEAD_DESK_QUERY, sort: query.sort, dir: query.dir };
}

/**
 * The PostgreSQL tsquery text of a search: every word must match the start of
 * a word of the lead (name, e-mail, phone, message), case-insensitively, so
 * "lop" finds Lopez and "mar lop" finds Maria Lopez. A search made only of
 * phone characters is one number: its digits (at most the last ten) match
 * the start of the phone's last 10, 7 or 4 digits, so "(407) 555-0123",
 * "555-0123" and "0123" all find the lead. Null when nothing searchable is left.
 */
export function leadSearchTsQuery(q: string): string | null {
  const text = q.trim();
  if (!text) return null;
  if (/^[\d\s()+.-]+$/.test(text)) {
    const digits = text.replace(/\D/g, "");
    if (digits.length >= 3) return `'${digits.slice(-10)}':*`;
  }
  const terms = text
    .split(/\s+/)
    // A part of an address ("example.com", "@gmail") is not one token of the index: the parser reads a whole
    // address as one, and the index holds the address's parts as words too. A whole address stays whole.
    .flatMap((term) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(term) ? [term] : term.split(/[@.]+/)))
    // Backslashes would escape the closing quote; other punctuation is split by the text-search parser.
    .map((term) => term.replace(/\\/g, ""))
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, 8)
    .map((term) => `'${term.replace(/'/g, "''")}':*`);
  return terms.length ? terms.join(" & ") : null;
}

/** The list a lead belongs to: contact requests or estimates (the lead page's way back). */
export function leadListPathFor(requestType: string): string {
  return requestType === "contact" ? "/admin/contacts" : "/admin/estimates";
}

/** The lead lists: which leads each shows, and where it lives. */
export const LEAD_VIEWS = {
  estimates: { path: "/admin/estimates", types: ["estimate", "consultation"], listed: undefined },
  contacts: { path: "/admin/contacts", types: ["contact"], listed: undefined },
  all: { path: "/admin/admin-estimates", types: undefined, listed: undefined },
  today: { path: "/admin/new-today", types: undefined, listed: "new-today" },
  spam: { path: "/admin/spam", types: undefined, listed: "spam" },
} as const satisfies Record<
  string,
  { path: string; types: readonly LeadRequestType[] | undefined; listed: LeadDeskScope["listed"] }
>;
export type LeadView = keyof typeof LEAD_VIEWS;

export function isLeadView(value: unknown): value is LeadView {
  return typeof value === "string" && Object.hasOwn(LEAD_VIEWS, value);
}

/** The CSV export of a list as it is filtered and sorted now. */
export function leadExportHref(view: LeadView, query: LeadDeskQuery): string {
  const search = serializeLeadDeskQuery({ ...query, page: 1 });
  return `/api/admin/leads/export?view=${view}${search ? `&${search.slice(1)}` : ""}`;
}
