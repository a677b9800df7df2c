import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HomeGallery } from "./home-gallery";
import { PartnersSection } from "./partners-section";
import { RecommendationCarousel } from "./recommendation-carousel";

// The page's loader always provides its data, so these states are out of a
// browser's reach with the seeded database; they are checked here instead.
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

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

  it("shows Loading trusted partners... without manufacturers", () => {
    expect(render(<PartnersSection manufacturers={[]} />)).toContain("Loading trusted partners...");
  });

  it("shows Loading pool recommendations... without pools for the tier", () => {
    expect(
      render(
        <RecommendationCarousel
          tier="Plunge"
          recommendation={{ count: 0, index: 0, pool: null, previousId: null, nextId: null }}
        />,
      ),
    ).toContain("Loading pool recommendations...");
  });
});
