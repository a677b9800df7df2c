import { useCallback, useEffect, useRef, useState } from "react";
import { SiteToaster, toast } from "~/components/site-toaster";
import { fill } from "~/lib/i18n/translate";
import { pickActiveSection, sectionFromHash, sectionLink } from "~/lib/ui/section-tabs";

interface Section<T extends string> {
  id: T;
  label: string;
}

interface SectionTabBarProps<T extends string> {
  sections: readonly Section<T>[];
  /** Canonical path of the page, used in copied links (never the current pathname). */
  path: string;
  label: string;
  /** The copy buttons' words in the page's language: {section} is a tab's label. */
  words: { copied: string; copyFailed: string; copyLabel: string; copyTitle: string };
  /** How long the 'Link Copied!' toast stays. */
  toastMs: number;
}

/** CSS variable with the height of the sticky header plus this bar, read by the sections' scroll margin. */
const OFFSET_VARIABLE = "--section-offset";
/** Time a click-started smooth scroll may take before scrolling updates the active tab again. */
const CLICK_SCROLL_LOCK_MS = 1000;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: the selection-based copy.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy failed");
}

/**
 * Sticky bar of in-page tabs: a tab scrolls to its section and puts the
 * section in the URL hash, the active tab follows scrolling, a hash on load
 * scrolls to its section, and each tab has a button copying the section's link.
 * Tabs are plain links, so without JavaScript they still jump to their section.
 */
export function SectionTabBar<T extends string>({ sections, path, label, words, toastMs }: SectionTabBarProps<T>) {
  const [active, setActive] = useState<T | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const offsetRef = useRef(0);
  const [offset, setOffset] = useState(0);
  const lockUntilRef = useRef(0);
  const ids = sections.map((s) => s.id);
  const idsKey = ids.join(" ");

  // Keep the offset (sticky header + this bar) in step with their real heights.
  useEffect(() => {
    const bar = barRef.current;
    const header = document.querySelector("body header");
    if (!bar) return;
    const update = () => {
      const headerHeight = header?.getBoundingClientRect().height ?? 0;
      bar.style.top = `${headerHeight}px`;
      offsetRef.current = headerHeight + bar.getBoundingClientRect().height;
      document.documentElement.style.setProperty(OFFSET_VARIABLE, `${offsetRef.current + 8}px`);
      setOffset(Math.round(offsetRef.current));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    if (header) observer.observe(header);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty(OFFSET_VARIABLE);
    };
  }, []);

  const scrollToSection = useCallback((id: T, smooth: boolean) => {
    const element = document.getElementById(id);
    if (!element) return;
    lockUntilRef.current = Date.now() + CLICK_SCROLL_LOCK_MS;
    setActive(id);
    const top = element.getBoundingClientRect().top + window.scrollY - offsetRef.current;
    window.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
  }, []);

  // The active tab follows scrolling: the first section crossing a band just under the sticky bar.
  useEffect(() => {
    const ordered = idsKey.split(" ") as T[];
    const intersecting = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) intersecting.add(entry.target.id);
          else intersecting.delete(entry.target.id);
        }
        if (Date.now() < lockUntilRef.current) return;
        setActive((previous) => pickActiveSection(ordered, intersecting, previous));
      },
      { rootMargin: `-${offset + 16}px 0px -50% 0px` },
    );
    for (const id of ordered) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [idsKey, offset]);

  // A hash present on load scrolls to its section once the page has its final layout.
  useEffect(() => {
    const id = sectionFromHash(window.location.hash, idsKey.split(" ") as T[]);
    if (!id) return;
    const frame = requestAnimationFrame(() => scrollToSection(id, false));
    return () => cancelAnimationFrame(frame);
  }, [idsKey, scrollToSection]);

  // Keep the active tab visible in the bar when it scrolls sideways on phones.
  useEffect(() => {
    const list = listRef.current;
    const tab = active ? list?.querySelector<HTMLElement>(`[data-section="${active}"]`) : null;
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
  }, [active]);

  const onTabClick = (event: React.MouseEvent<HTMLAnchorElement>, id: T) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // replaceState keeps the router (and its scroll-to-top on navigation) out of an in-page jump.
    window.history.replaceState(window.history.state, "", `#${id}`);
    scrollToSection(id, true);
  };

  const copyLink = async (section: Section<T>) => {
    try {
      await copyText(sectionLink(window.location.origin, path, section.id));
      toast.success(words.copied, { duration: toastMs });
    } catch {
      toast.error(words.copyFailed, { duration: toastMs });
    }
  };

  return (
    // The toasts sit outside the bar: its backdrop filter would pin their fixed position to the bar.
    <>
      <SiteToaster />
      <div ref={barRef} className="sticky top-[105px] z-30 border-b border-slate-200 bg-white/95 shadow-sm frosted">
        <nav aria-label={label} className="container-page">
          <ul ref={listRef} className="relative -mx-2 flex gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
            {sections.map((section) => {
              const isActive = section.id === active;
              return (
                <li key={section.id} data-section={section.id} className="group flex shrink-0 items-center">
                  <a
                    href={`#${section.id}`}
                    aria-current={isActive ? "location" : undefined}
                    onClick={(event) => onTabClick(event, section.id)}
                    className="section-tab"
                  >
                    {section.label}
                  </a>
                  <button
                    type="button"
                    data-requires-js
                    onClick={() => void copyLink(section)}
                    aria-label={fill(words.copyLabel, { section: section.label })}
                    title={fill(words.copyTitle, { section: section.label })}
                    className="icon-before icon-Link2 section-tab-copy"
                  />
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
