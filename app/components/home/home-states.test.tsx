import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { homeSectionsTexts, homeTexts } from "~/content/texts/home.server";
import { poolCardTexts } from "~/content/texts/pool-card.server";
import type { Locale } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { HomeGallery } from "./home-gallery";
import { PartnersSection } from "./partners-section";
import { RecommendationCarousel } from "./recommendation-carousel";

// The page's loader always provides its data, so these states are out of a
// browser's reach with the seeded database; they are checked here instead.
function render(node: ReactNode, locale: Locale = "en") {
  const router = createMemoryRouter([{ id: "home", path: "*", element: node }], {
    initialEntries: [locale === "es" ? "/es" : "/"],
    // The page's texts and the site-wide pool-card words (shape names) the layout sends.
    hydrationData: { loaderData: { home: { texts: pickTexts(locale, homeTexts, poolCardTexts) } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("home page loading and empty states", () => {
  it("shows a spinner with Loading pool designs... while the gallery has no pool list", () => {
    const html = render(<HomeGallery pools={undefined} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading pool designs...");
    expect(html).not.toContain("All Pools");
  });

  it("shows the empty state with a View All Pools button when no pool is in the category", () => {
    const html = render(<HomeGallery pools={[]} />);
    expect(html).toContain("No pools found in this category");
    expect(html).toContain("Try selecting a different category or view all pools");
    expect(html).toMatch(/<a[^>]*href="\/pools"[^>]*>View All Pools<\/a>/);
    expect(html).toContain('aria-pressed="true"');
  });

  it("shows the empty state in Spanish on a Spanish page, its link to the Spanish catalogue", () => {
    const html = render(<HomeGallery pools={[]} />, "es");
    expect(html).toContain("No hay piscinas en esta categoría");
    expect(html).toMatch(/<a[^>]*href="\/es\/pools"[^>]*>Ver todas las piscinas<\/a>/);
    expect(html).toContain(">Todas las piscinas</button>");
  });

  it("shows Loading trusted partners... without manufacturers", () => {
    expect(render(<PartnersSection manufacturers={[]} t={homeSectionsTexts.en.partners} />)).toContain(
      "Loading trusted partners...",
    );
  });

  it("shows Loading pool recommendations... without pools for the tier", () => {
    const carousel = (
      <RecommendationCarousel
        tier="Plunge"
        recommendation={{ count: 0, index: 0, pool: null, previousId: null, nextId: null }}
      />
    );
    expect(render(carousel)).toContain("Loading pool recommendations...");
    expect(render(carousel, "es")).toContain("Cargando piscinas recomendadas...");
  });
});
