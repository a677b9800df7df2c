import {
  CircleHelp,
  Factory,
  FileText,
  FolderDown,
  Globe,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  Newspaper,
  Palette,
  Settings,
  Star,
  Users,
  Waves,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useCompany } from "~/components/company-context";
import type { AdminShellData } from "~/lib/staff/admin-shell";
import { ACCOUNT_PATH, DASHBOARD_PATH, NAV_SECTIONS, type NavItem, SIGN_OUT_PATH } from "~/lib/staff/permissions";

const ICONS: Record<string, typeof Inbox> = {
  "/admin-dashboard": LayoutDashboard,
  "/admin/admin-estimates": Inbox,
  "/admin/estimates": FileText,
  "/admin/contacts": MessageSquare,
  "/admin/pools": Waves,
  "/admin/manufacturers": Factory,
  "/admin/pool-colors": Palette,
  "/admin/testimonials": Star,
  "/admin/blog": Newspaper,
  "/admin/landing-pages": Globe,
  "/admin/financing-partners": Landmark,
  "/admin/faq": CircleHelp,
  "/admin/resources": FolderDown,
  "/admin/users": Users,
  "/admin/settings": Settings,
  [ACCOUNT_PATH]: KeyRound,
};

function NavEntry({ href, label }: { href: string; label: string }) {
  const Icon = ICONS[href] ?? FileText;
  return (
    <li>
      <NavLink
        to={href}
        prefetch="intent"
        className={({ isActive }) =>
          `flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
            isActive ? "bg-ocean-700 text-white shadow-inner" : "text-slate-200 hover:bg-white/10 hover:text-white"
          }`
        }
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </NavLink>
    </li>
  );
}

/** The side menu: only the entries the role may open (app/lib/staff/permissions.ts), grouped. */
function AdminNav({ nav }: { nav: NavItem[] }) {
  return (
    <nav aria-label="Staff menu" className="flex flex-col gap-5 px-3 py-4">
      {NAV_SECTIONS.map((section) => {
        const items = nav.filter((item) => item.section === section);
        if (items.length === 0) return null;
        const headingId = `admin-nav-${section.toLowerCase()}`;
        return (
          <div key={section}>
            <h2 id={headingId} className="px-3 pb-1.5 text-[11px] font-bold tracking-[0.14em] text-sky-200 uppercase">
              {section}
            </h2>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {items.map((item) => (
                <NavEntry key={item.href} href={item.href} label={item.label} />
              ))}
            </ul>
          </div>
        );
      })}
      <div>
        <h2 id="admin-nav-you" className="px-3 pb-1.5 text-[11px] font-bold tracking-[0.14em] text-sky-200 uppercase">
          You
        </h2>
        <ul aria-labelledby="admin-nav-you" className="flex flex-col gap-0.5">
          <NavEntry href={ACCOUNT_PATH} label="Account & password" />
        </ul>
      </div>
    </nav>
  );
}

function Brand() {
  const company = useCompany();
  return (
    <Link
      to={DASHBOARD_PATH}
      className="flex items-center gap-2.5 rounded-md px-1 py-1 text-white"
      title={`${company.name}: staff dashboard`}
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-sky-400 to-ocean-700 text-xs font-extrabold"
      >
        FFP
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-bold">{company.shortName}</span>
        <span className="text-[11px] font-medium text-sky-200">Staff area</span>
      </span>
    </Link>
  );
}

function SignOutButton() {
  return (
    <Form method="post" action={SIGN_OUT_PATH} reloadDocument>
      <button
        type="submit"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign out
      </button>
    </Form>
  );
}

/** The mobile menu: a disclosure (works without JavaScript), closed again on navigation. */
function MobileMenu({ nav }: { nav: NavItem[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <details ref={ref} className="group relative lg:hidden">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-4" />
        Menu
      </summary>
      <div className="absolute top-full left-0 z-40 mt-2 max-h-[80dvh] w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg bg-ocean-950 shadow-2xl ring-1 ring-black/20 [&_a:focus-visible]:outline-sun-400">
        <AdminNav nav={nav} />
      </div>
    </details>
  );
}

/**
 * The staff area's frame: a side menu (a disclosure below 1024 px), a top bar
 * with the staff member's name, role and Sign out, and the page.
 */
export function AdminShell({ shell, children }: { shell: AdminShellData; children: React.ReactNode }) {
  const company = useCompany();
  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col overflow-y-auto bg-ocean-950 lg:flex">
        <div className="border-b border-white/10 px-4 py-4">
          <Brand />
        </div>
        <AdminNav nav={shell.nav} />
      </aside>
      <div className="flex min-w-0 flex-col [&_:focus-visible]:outline-ocean-600">
        <header className="sticky top-0 z-30 flex min-h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-5">
          <MobileMenu nav={shell.nav} />
          <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-700 lg:hidden">{company.shortName}</p>
          <div className="hidden flex-1 lg:block" />
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <span className="hidden max-w-48 truncate font-semibold text-slate-900 sm:inline">{shell.username}</span>
            <span className="sr-only sm:hidden">{shell.username}, </span>
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-ocean-800">
              {shell.roleLabel}
            </span>
          </p>
          <SignOutButton />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-3 py-5 outline-none sm:px-5 lg:px-8 lg:py-7">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Title row of an admin page. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A white panel of an admin page. */
export function AdminPanel({
  title,
  description,
  children,
  className = "",
}: {
  title?: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}>
      {title && (
        <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      )}
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}
