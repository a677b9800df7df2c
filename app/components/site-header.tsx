import { LocateFixed, Menu, Phone, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { telHref } from "~/content/company";
import { useCompany } from "./company-context";
import { Logo } from "./logo";
import { fallbackOfficeFor, useNearestOffice } from "./nearest-office";

/** Desktop navigation of the spec, in order; "Design Tool" is a disabled non-link. */
export const HEADER_LINKS = [
  { to: "/pools", label: "Pools" },
  { to: "/resurfacing", label: "Resurfacing" },
  { to: null, label: "Design Tool" },
  { to: "/installation", label: "Installation" },
  { to: "/financing", label: "Financing" },
  { to: "/calculator", label: "Calculator" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? "bg-ocean-50 text-ocean-800" : "text-slate-700 hover:bg-slate-100 hover:text-ocean-800"
  }`;

function DisabledDesignTool({ className }: { className: string }) {
  return (
    <span aria-disabled="true" title="Coming soon" className={`${className} cursor-not-allowed text-slate-500`}>
      Design Tool <span className="sr-only">(coming soon)</span>
    </span>
  );
}

function OfficeBar() {
  const company = useCompany();
  const { pathname } = useLocation();
  const { office, status, locate } = useNearestOffice(fallbackOfficeFor(pathname));
  return (
    <div className="bg-ocean-950 text-ocean-50">
      <div className="container-page flex min-h-10 items-center justify-between gap-3 py-1.5 text-xs sm:text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <span className="hidden sm:inline">{status === "located" ? "Your nearest office:" : "Call our"}</span>
          <span className="truncate font-semibold text-white">
            {office.name}
            <span className="sr-only sm:not-sr-only"> office</span>
          </span>
          <a
            href={telHref(office.phone)}
            className="inline-flex items-center gap-1 font-bold text-sun-300 hover:text-sun-400"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {office.phone}
          </a>
        </p>
        <div className="flex items-center gap-3">
          {status !== "located" && (
            <button
              type="button"
              onClick={locate}
              disabled={status === "detecting"}
              className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-semibold text-ocean-100 hover:text-white"
            >
              <LocateFixed aria-hidden="true" className="size-3.5" />
              {status === "detecting" ? "Locating..." : "Find my nearest office"}
            </button>
          )}
          <span className="hidden text-ocean-100 lg:inline">
            Toll-free{" "}
            <a className="font-semibold text-white hover:underline" href={telHref(company.tollFreePhone)}>
              {company.tollFreePhone}
            </a>
          </span>
        </div>
      </div>
    </div>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const menuId = useId();
  // The menu is open for one location only, so it closes on every navigation.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const toggleMenu = () => setOpenAt(menuOpen ? null : location.key);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <OfficeBar />
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {HEADER_LINKS.map((item) =>
            item.to ? (
              <NavLink key={item.label} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ) : (
              <DisabledDesignTool key={item.label} className="px-3 py-2 text-sm font-semibold" />
            ),
          )}
          <Link to="/estimate" className="btn-primary ml-2">
            Get Estimate
          </Link>
        </nav>

        <div className="flex items-center gap-1 lg:hidden">
          <NavLink to="/pools" className={navLinkClass}>
            Pools
          </NavLink>
          <Link to="/estimate" className="btn-primary min-h-10 px-4">
            Quote
          </Link>
          <button
            type="button"
            className="ml-1 inline-flex size-11 items-center justify-center rounded-full text-ocean-900 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={toggleMenu}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {HEADER_LINKS.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <NavLink to={item.to} className={({ isActive }) => `block ${navLinkClass({ isActive })} py-3`}>
                  {item.label}
                </NavLink>
              ) : (
                <DisabledDesignTool className="block rounded-full px-3 py-3 text-sm font-semibold" />
              )}
            </li>
          ))}
          <li>
            <NavLink to="/contact" className={({ isActive }) => `block ${navLinkClass({ isActive })} py-3`}>
              Contact
            </NavLink>
          </li>
          <li className="pt-2">
            <Link to="/estimate" className="btn-primary w-full">
              Get Free Estimate
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
