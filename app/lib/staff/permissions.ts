// Who may do what in the staff area (decision 007). One table
// for the route guard, the menu and every admin action: change access here,
// nowhere else. Isomorphic: the menu reads it in the browser.
import { STAFF_ROLES, type StaffRole } from "#db/schema/enums.ts";

export { STAFF_ROLES, type StaffRole };

/** Every permission, with what it allows. */
export const PERMISSIONS = {
  /** Every signed-in staff member: their own account and password. */
  "account.self": "Own account and password",
  "dashboard.view": "See the dashboard",
  "leads.view": "See leads (estimates, consultations, contacts) and their history",
  "leads.update": "Work a lead: change its status, assign a rep, comment, schedule appointments",
  /**
   * Without it (sales), a staff member sees and works only their office's leads and the leads assigned to them
   * (leadsInReach in app/models/lead-visibility.server.ts); every other lead is, to them, not there.
   */
  "leads.all": "See and work every office's leads, whoever they are assigned to",
  "leads.bulk": "All-leads view with bulk actions (assign, change status, mark spam)",
  "leads.export": "Export leads as CSV",
  "leads.outcome": "Correct a won lead's contract value and date, or a lost lead's reason, after the fact",
  "leads.merge": "Merge a duplicate lead into another",
  "reports.view": "See the source report and download it and the ad-platform conversion files",
  "content.manage":
    "Pools, manufacturers, colors, testimonials, blog, resources, landing pages, URL mappings, financing, design add-ons, videos",
  "users.manage": "Create, edit and deactivate staff users; reset passwords",
  "settings.manage": "Site settings",
  "consultations.manage": "Each office's consultation hours and closed dates",
  "newsletter.manage": "Write and send the newsletter; see and export its subscribers",
  "projects.manage":
    "Start a won lead's pool project and run it: stages, payments, photos, documents, the homeowner's link and warranty",
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  operations: "Operations",
  sales: "Sales",
};

/**
 * The roles: admin may do everything; operations manages leads and all
 * content but not users or settings; sales works leads only (view, update
 * status, assign, comment, schedule appointments), and only their office's
 * leads and their own: a rep works the customers of the office they sell for.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: Object.keys(PERMISSIONS) as Permission[],
  operations: [
    "account.self",
    "dashboard.view",
    "leads.view",
    "leads.update",
    "leads.all",
    "leads.bulk",
    "leads.export",
    "leads.outcome",
    "leads.merge",
    "reports.view",
    "content.manage",
    "consultations.manage",
    "newsletter.manage",
    "projects.manage",
  ],
  sales: ["account.self", "dashboard.view", "leads.view", "leads.update"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether role has permission. Unknown roles have none. */
export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

export type NavSection = "Overview" | "Leads" | "Content" | "Administration";

export interface AdminRouteAccess {
  /** The route pattern as React Router reports it (`pattern` of the middleware arguments). */
  pattern: string;
  permission: Permission;
  /**
   * page: HTML (anonymous → sign-in redirect); api: JSON (anonymous → 401); download: a file
   * (a resource route under the page guard: anonymous → sign-in redirect, refused → 403 with the message).
   */
  kind: "page" | "api" | "download";
  /** Present when the route is an entry of the side menu. */
  nav?: { label: string; section: NavSection };
}

/**
 * Every guarded admin route and the permission it needs. The guard refuses a
 * route missing from this table (fail closed), and a test walks the table for
 * every role, so a new admin route needs a line here.
 */
export const ADMIN_ROUTES: readonly AdminRouteAccess[] = [
  {
    pattern: "/admin-dashboard",
    permission: "dashboard.view",
    kind: "page",
    nav: { label: "Dashboard", section: "Overview" },
  },
  {
    pattern: "/admin/new-today",
    permission: "leads.view",
    kind: "page",
    nav: { label: "New today", section: "Leads" },
  },
  // Every role has tasks; a manager (leads.all) may open any rep's, the others only their own.
  { pattern: "/admin/tasks", permission: "leads.view", kind: "page", nav: { label: "My tasks", section: "Leads" } },
  {
    pattern: "/admin/admin-estimates",
    permission: "leads.bulk",
    kind: "page",
    nav: { label: "All leads", section: "Leads" },
  },
  {
    pattern: "/admin/estimates",
    permission: "leads.view",
    kind: "page",
    nav: { label: "Estimates", section: "Leads" },
  },
  { pattern: "/admin/contacts", permission: "leads.view", kind: "page", nav: { label: "Contacts", section: "Leads" } },
  { pattern: "/admin/spam", permission: "leads.view", kind: "page", nav: { label: "Spam", section: "Leads" } },
  // Pool projects by stage: managers see all, a sales rep those of the leads in their reach.
  {
    pattern: "/admin/projects",
    permission: "leads.view",
    kind: "page",
    nav: { label: "Projects", section: "Leads" },
  },
  { pattern: "/admin/pools", permission: "content.manage", kind: "page", nav: { label: "Pools", section: "Content" } },
  {
    pattern: "/admin/manufacturers",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Manufacturers", section: "Content" },
  },
  { pattern: "/admin/blog", permission: "content.manage", kind: "page", nav: { label: "Blog", section: "Content" } },
  {
    pattern: "/admin/landing-pages",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Landing pages", section: "Content" },
  },
  {
    pattern: "/admin/users",
    permission: "users.manage",
    kind: "page",
    nav: { label: "Users", section: "Administration" },
  },
  { pattern: "/admin/users/new", permission: "users.manage", kind: "page" },
  { pattern: "/admin/users/:userId", permission: "users.manage", kind: "page" },
  {
    pattern: "/admin/settings",
    permission: "settings.manage",
    kind: "page",
    nav: { label: "Settings", section: "Administration" },
  },
  { pattern: "/admin/account", permission: "account.self", kind: "page" },
  { pattern: "/api/admin/me", permission: "account.self", kind: "api" },
  { pattern: "/api/admin/push-subscriptions", permission: "account.self", kind: "api" },
  { pattern: "/api/admin/users", permission: "users.manage", kind: "api" },
  // Lead desk
  {
    pattern: "/admin/consultations",
    permission: "leads.view",
    kind: "page",
    nav: { label: "Consultations", section: "Leads" },
  },
  {
    pattern: "/admin/consultation-hours",
    permission: "consultations.manage",
    kind: "page",
    nav: { label: "Consultation hours", section: "Leads" },
  },
  { pattern: "/admin/leads/:leadId", permission: "leads.view", kind: "page" },
  { pattern: "/admin/leads/:leadId/merge", permission: "leads.merge", kind: "page" },
  { pattern: "/admin/projects/:projectId", permission: "projects.manage", kind: "page" },
  { pattern: "/admin/projects/:projectId/documents/:documentId", permission: "projects.manage", kind: "download" },
  { pattern: "/api/admin/leads/export", permission: "leads.export", kind: "api" },
  // Reports (decision 034): the page and its three downloads; anonymous visitors are sent to sign in
  {
    pattern: "/admin/reports/sources",
    permission: "reports.view",
    kind: "page",
    nav: { label: "Source report", section: "Overview" },
  },
  { pattern: "/admin/reports/sources.csv", permission: "reports.view", kind: "download" },
  { pattern: "/admin/reports/google-ads-conversions.csv", permission: "reports.view", kind: "download" },
  { pattern: "/admin/reports/meta-offline-events.csv", permission: "reports.view", kind: "download" },
  // The newsletter's list (consent included) and its CSV export
  {
    pattern: "/admin/newsletter/subscribers",
    permission: "newsletter.manage",
    kind: "page",
    nav: { label: "Newsletter subscribers", section: "Content" },
  },
  { pattern: "/admin/newsletter/subscribers.csv", permission: "newsletter.manage", kind: "download" },
  // Catalogue content
  { pattern: "/admin/pools/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/pools/:poolId", permission: "content.manage", kind: "page" },
  { pattern: "/admin/manufacturers/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/manufacturers/:manufacturerId", permission: "content.manage", kind: "page" },
  {
    pattern: "/admin/pool-colors",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Pool colors", section: "Content" },
  },
  { pattern: "/admin/pool-colors/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/pool-colors/:colorId", permission: "content.manage", kind: "page" },
  {
    pattern: "/admin/testimonials",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Testimonials", section: "Content" },
  },
  { pattern: "/admin/testimonials/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/testimonials/:testimonialId", permission: "content.manage", kind: "page" },
  { pattern: "/api/admin/uploads", permission: "content.manage", kind: "api" },
  { pattern: "/api/admin/video-uploads", permission: "content.manage", kind: "api" },
  // Editorial content
  { pattern: "/admin/blog/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/blog/:postId", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/:landingPageId", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/url-mappings", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/url-mappings/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/url-mappings/:mappingId", permission: "content.manage", kind: "page" },
  { pattern: "/admin/landing-pages/not-found-log", permission: "content.manage", kind: "page" },
  {
    pattern: "/admin/financing-partners",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Financing partners", section: "Content" },
  },
  { pattern: "/admin/financing-partners/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/financing-partners/:partnerId", permission: "content.manage", kind: "page" },
  { pattern: "/admin/faq", permission: "content.manage", kind: "page", nav: { label: "FAQ", section: "Content" } },
  { pattern: "/admin/faq/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/faq/:faqId", permission: "content.manage", kind: "page" },
  {
    pattern: "/admin/resources",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Resources", section: "Content" },
  },
  { pattern: "/admin/resources/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/resources/:resourceId", permission: "content.manage", kind: "page" },
  // The pool designer's add-ons
  {
    pattern: "/admin/design-add-ons",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Design add-ons", section: "Content" },
  },
  { pattern: "/admin/design-add-ons/new", permission: "content.manage", kind: "page" },
  { pattern: "/admin/design-add-ons/:addOnId", permission: "content.manage", kind: "page" },
  {
    pattern: "/admin/videos",
    permission: "content.manage",
    kind: "page",
    nav: { label: "Videos", section: "Content" },
  },
  // The newsletter: its issues, written and sent by managers
  {
    pattern: "/admin/newsletter",
    permission: "newsletter.manage",
    kind: "page",
    nav: { label: "Newsletter", section: "Content" },
  },
  { pattern: "/admin/newsletter/new", permission: "newsletter.manage", kind: "page" },
  { pattern: "/admin/newsletter/:issueId", permission: "newsletter.manage", kind: "page" },
];

/** Served under /admin so that its scope, and so the pages it can receive pushes for, are the staff area's. */
export const STAFF_SERVICE_WORKER_PATH = "/admin/sw.js";

/** Admin paths outside the guard: the sign-in page, the sign-out action and the service worker (no data in it). */
export const UNGUARDED_ADMIN_PATTERNS = ["/admin-login", "/admin-logout", STAFF_SERVICE_WORKER_PATH] as const;

export const SIGN_IN_PATH = "/admin-login";
export const SIGN_OUT_PATH = "/admin-logout";
export const DASHBOARD_PATH = "/admin-dashboard";
export const ACCOUNT_PATH = "/admin/account";

/** Whether a path or pattern belongs to the staff area (guarded or not). */
export function isAdminPath(path: string): boolean {
  return /^\/(admin-[^/]+|admin(\/|$)|api\/admin(\/|$))/.test(path);
}

function normalizePattern(pattern: string): string {
  const withSlash = pattern.startsWith("/") ? pattern : `/${pattern}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
}

const ROUTES_BY_PATTERN = new Map(ADMIN_ROUTES.map((route) => [normalizePattern(route.pattern), route]));

/** The table entry of a route pattern, or undefined when the route is not in the table. */
export function adminRouteFor(pattern: string): AdminRouteAccess | undefined {
  return ROUTES_BY_PATTERN.get(normalizePattern(pattern));
}

export interface NavItem {
  href: string;
  label: string;
  section: NavSection;
}

export const NAV_SECTIONS: readonly NavSection[] = ["Overview", "Leads", "Content", "Administration"];

/** The side menu of a role: only what the role may open, in table order. */
export function navFor(role: string): NavItem[] {
  return ADMIN_ROUTES.filter((route) => route.nav && can(role, route.permission)).map((route) => ({
    href: route.pattern,
    label: route.nav!.label,
    section: route.nav!.section,
  }));
}
