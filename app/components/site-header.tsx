import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { telHref } from "~/lib/company/offices";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { plural } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useCompany } from "./company-context";
import { useHydrated } from "./leads/use-hydrated";
import { useFavorites } from "./use-favorites";
import { LanguageOffer, LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { fallbackOfficeFor, useNearestOffice } from "./nearest-office";

const LocationFailureMessage = lazy(() => import("./location-failure"));

type NavLabel = keyof Pick<
  TextAreas["shell"]["header"],
  "pools" | "resurfacing" | "designTool" | "installation" | "financing" | "calculator"
>;

/** Desktop navigation, in order; "Design Tool" is a disabled non-link (the designer is reached from its own links). */
const HEADER_LINKS: readonly { to: string | null; label: NavLabel }[] = [
  { to: "/pools", label: "pools" },
  { to: "/resurfacing", label: "resurfacing" },
  { to: null, label: "designTool" },
  { to: "/installation", label: "installation" },
  { to: "/financing", label: "financing" },
  { to: "/calculator", label: "calculator" },
];

/** The switch to the other language, beside the links (desktop) or under them (the mobile menu). */
const SWITCH_CLASS =
  "rounded-full border border-slate-300 px-3 py-2 text-sm font-semibold text-ocean-800 hover:bg-slate-100";

function DisabledDesignTool({ className }: { className: string }) {
  const texts = useTexts("shell").header;
  return (
    <span aria-disabled="true" title={texts.comingSoon} className={`${className} cursor-not-allowed text-slate-500`}>
      {texts.designTool} <span className="sr-only">{texts.comingSoonNote}</span>
    </span>
  );
}

function OfficeBar() {
  const company = useCompany();
  const texts = useTexts("shell").officeBar;
  const { pathname } = useLocation();
  const { office, status, locate } = useNearestOffice(fallbackOfficeFor(pathname));
  return (
    <div className="bg-ocean-950 text-ocean-50">
      <div className="container-page flex min-h-10 items-center justify-between gap-3 py-1.5 text-xs sm:text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <span className="hidden sm:inline">{status === "located" ? texts.nearest : texts.callOur}</span>
          <span className="truncate font-semibold text-white">
            {office.name}
            {texts.officeSuffix && <span className="sr-only sm:not-sr-only">{texts.officeSuffix}</span>}
          </span>
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="icon-before icon-Phone inline-flex items-center gap-1 font-bold whitespace-nowrap text-sun-300 hover:text-sun-400 before:size-3.5"
          >
            {office.phone}
          </a>
        </p>
        <div className="flex items-center gap-3">
          {status !== "located" && <LocateButton status={status} locate={locate} />}
          <span className="hidden text-ocean-100 lg:inline">
            {texts.tollFree}{" "}
            <a className="font-semibold text-white hover:underline" href={telHref(company.tollFreePhone)}>
              {company.tollFreePhone}
            </a>
          </span>
        </div>
      </div>
      {status !== "default" && status !== "detecting" && status !== "located" && (
        <Suspense>
          <LocationFailureMessage failure={status} />
        </Suspense>
      )}
    </div>
  );
}

const locateClass =
  "icon-before icon-LocateFixed inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-semibold text-ocean-100 before:size-3.5 hover:text-white";

/**
 * Asking the browser for a position needs the page's scripts. Until they run it is a link to the
 * office list in the footer, so the visitor can still find the nearest office by name.
 */
function LocateButton({ status, locate }: { status: string; locate: () => void }) {
  const hydrated = useHydrated();
  const texts = useTexts("shell").officeBar;
  const content = status === "detecting" ? texts.locating : texts.locate;
  if (!hydrated) {
    return (
      <a href="#footer-offices" className={locateClass}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={locate} disabled={status === "detecting"} className={locateClass}>
      {content}
    </button>
  );
}

/**
 * The mobile menu is a popover: the button opens and closes it with the HTML alone (before the
 * scripts run, or without them), Escape and a tap outside close it, and the browser keeps it in
 * the top layer under the header. React only mirrors its state for aria-expanded and closes it
 * when a client-side navigation replaces the page under it.
 */
function useMobileMenu() {
  const location = useLocation();
  const hydrated = useHydrated();
  const menuRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const shownFor = useRef(location.key);

  // A menu opened before the scripts ran stays open, and says so.
  useEffect(() => {
    if (menuRef.current && isPopoverOpen(menuRef.current)) setOpen(true);
  }, []);

  // Closes on navigation, since the menu covers the page it leads to, but not on the first render of the page it opened on.
  useEffect(() => {
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    const menu = menuRef.current;
    if (menu && isPopoverOpen(menu)) menu.hidePopover();
  }, [location.key]);

  return {
    menuRef,
    // Without the attribute before hydration, the browser's own state of the popover is what is exposed.
    expanded: hydrated ? open : undefined,
    onToggle: (event: React.ToggleEvent<HTMLElement>) => setOpen(event.newState === "open"),
  };
}

function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false; // a browser without popovers: the menu is always shown
  }
}

/**
 * How many pools the visitor saved (decision 029), a link to them; nothing while there are none, and nothing on the
 * server or before hydration (the list lives in localStorage). One element: the heart is its ::before. ml-auto
 * takes the row's free space, so the logo stays left and the links right. Narrow padding: on a 320 px phone the
 * row holds the logo, this, Pools, Quote and the menu only if nothing in it is wider than it needs.
 */
function FavoritesCount() {
  const count = useFavorites().length;
  const texts = useTexts("shell").header;
  const locale = useLocale();
  const to = useLocalePath();
  if (count === 0) return null;
  return (
    <Link
      to={to("/favorites")}
      data-favorites-count=""
      aria-label={plural(locale, count, texts.favorites)}
      className="icon-before icon-Heart ml-auto inline-flex min-h-10 shrink-0 items-center gap-0.5 rounded-full px-1.5 text-sm font-bold text-rose-700 before:size-5 hover:bg-slate-100 sm:gap-1 sm:px-2"
    >
      {count}
    </Link>
  );
}

export function SiteHeader() {
  const menuId = useId();
  const { menuRef, expanded, onToggle } = useMobileMenu();
  const texts = useTexts("shell").header;
  const to = useLocalePath();

  return (
    // `group` lets the button's icon and name follow the popover with CSS alone; the anchor places the menu under it.
    <header className="group sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 frosted [anchor-name:--site-header]">
      <LanguageOffer />
      <OfficeBar />
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        {/* Below 400 px a saved pool's count takes the wordmark's place: the badge stays, and the company name
            stays the link's name for screen readers. */}
        <Link to={to("/")} className="min-w-0 rounded-lg">
          <Logo wordmarkClass="max-[399px]:group-has-[[data-favorites-count]]:sr-only" />
        </Link>

        <FavoritesCount />

        <nav aria-label={texts.mainNav} className="hidden items-center gap-1 lg:flex">
          {HEADER_LINKS.map((item) =>
            item.to ? (
              <NavLink key={item.label} to={to(item.to)} className="nav-link px-3 py-2">
                {texts[item.label]}
              </NavLink>
            ) : (
              <DisabledDesignTool key={item.label} className="px-3 py-2 text-sm font-semibold" />
            ),
          )}
          <LanguageSwitch className={`ml-1 ${SWITCH_CLASS}`} />
          <Link to={to("/estimate")} className="btn-primary ml-2 whitespace-nowrap">
            {texts.getEstimate}
          </Link>
        </nav>

        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1 lg:hidden">
          <NavLink to={to("/pools")} className="nav-link px-3 py-2 max-sm:px-2">
            {texts.pools}
          </NavLink>
          <Link to={to("/estimate")} className="btn-primary min-h-10 px-3 sm:px-4">
            {texts.quote}
          </Link>
          <button
            type="button"
            popoverTarget={menuId}
            className="icon-before icon-Menu inline-flex size-11 shrink-0 sm:ml-1 items-center justify-center rounded-full text-ocean-900 group-has-[:popover-open]:icon-X before:size-6 hover:bg-slate-100"
            aria-expanded={expanded}
            aria-controls={menuId}
          >
            <span className="sr-only group-has-[:popover-open]:hidden">{texts.openMenu}</span>
            <span className="sr-only hidden group-has-[:popover-open]:inline">{texts.closeMenu}</span>
          </button>
        </div>
      </div>

      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        onToggle={onToggle}
        aria-label={texts.mobileNav}
        // In the top layer: fixed under the header, its top border over the header's bottom one (the header is
        // its anchor; where anchors are unknown, the header's usual height).
        className="fixed inset-x-0 top-[6.5rem] bottom-auto m-0 max-h-[calc(100dvh-6.5rem)] w-full overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-inherit shadow-lg supports-[top:anchor(bottom)]:top-[calc(anchor(--site-header_bottom)-1px)] lg:hidden"
      >
        {/* Links straight in the column, no list: eight <li> fewer on every page (the page-weight budgets); the nav landmark
            and its label say what the group is. */}
        <div className="container-page flex flex-col gap-1 py-3">
          {HEADER_LINKS.map((item) =>
            item.to ? (
              <NavLink key={item.label} to={to(item.to)} className="block nav-link px-3 py-3">
                {texts[item.label]}
              </NavLink>
            ) : (
              <DisabledDesignTool key={item.label} className="block rounded-full px-3 py-3 text-sm font-semibold" />
            ),
          )}
          <NavLink to={to("/contact")} className="block nav-link px-3 py-3">
            {texts.contact}
          </NavLink>
          <LanguageSwitch className={`block ${SWITCH_CLASS} py-3`} />
          <Link to={to("/estimate")} className="btn-primary mt-2 w-full">
            {texts.getFreeEstimate}
          </Link>
        </div>
      </nav>
    </header>
  );
}
