import { Link, useLocation } from "react-router";
import { useCompany } from "~/components/company-context";
import type { Company } from "~/lib/company/company-profile";
import { companyFromMatches, routeMeta } from "~/lib/seo/route-meta";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";

// Interim pages for routes whose full content arrives with later issues.
// Each keeps its real URL, title and description so links and search
// engines see the final address from day one.
function placeholderPages(company: Company): Record<string, { title: string; description: string; intro: string }> {
  return {
    "/": {
      title: `${company.name} | Fiberglass Pools Installed in 7-14 Days`,
      description:
        "Florida fiberglass pools sold and installed by local crews: free estimates, 77 Latham and San Juan models, financing from 6.99% APR and installation in 7-14 days.",
      intro:
        "Fiberglass pools for Florida backyards: choose from Latham and San Juan models, get a free estimate and swim in weeks, not months.",
    },
    "/pools": {
      title: "Premium Pool Collection",
      description: "Browse fiberglass pool models by shape, size and manufacturer, with dimensions, depths and prices.",
      intro: "Every fiberglass model we install, with dimensions, depths and starting prices.",
    },
    "/pools-modern": {
      title: "Modern Rectangle Pools",
      description: "Modern rectangular fiberglass pools and pools with built-in spas.",
      intro: "Clean lines and built-in spas for contemporary Florida homes.",
    },
    "/estimate": {
      title: "Free Pool Estimate",
      description: "Request a free, no-obligation fiberglass pool estimate from your local Florida office.",
      intro: "Tell us about your project and a local specialist will call you within 24 hours.",
    },
    "/contact": {
      title: "Contact Our Pool Experts",
      description: "Call or message our Florida pool offices in Ocala, West Palm Beach, Port St. Lucie and Orlando.",
      intro: "Have questions about our services? Get in touch with our expert team.",
    },
    "/design": {
      title: "Design Your Pool",
      description: "Plan your fiberglass pool: size, shape, color and features, with a designer's help.",
      intro: "Pick a size, a shape and a finish, and we will turn it into a plan and a price.",
    },
    "/installation": {
      title: "Pool Installation Timeline",
      description:
        "How a fiberglass pool is installed in about two weeks, step by step, from excavation to first swim.",
      intro: "Six steps over about two weeks, from layout to your first swim.",
    },
    "/financing": {
      title: "Pool Financing",
      description: "Pool financing from trusted lending partners, with rates from 6.99% APR and a payment calculator.",
      intro: "Compare lending partners and estimate your monthly payment.",
    },
    "/calculator": {
      title: "Pool Financing Calculator",
      description: "Estimate monthly payments for your new pool by price, down payment, term and credit range.",
      intro: "See what a new pool costs per month before you talk to a lender.",
    },
    "/resurfacing": {
      title: "Pool Resurfacing",
      description: "Fiberglass pool resurfacing and repair in 5-7 days: epoxy, gelcoat, cracks and blisters.",
      intro: "Transform your damaged pool in just 5-7 days.",
    },
    "/about": {
      title: "About Us",
      description: `About ${company.name}: local crews, fiberglass specialists and four Florida offices.`,
      intro: "Fiberglass pool specialists serving Florida homeowners.",
    },
    "/blog": {
      title: "Pool Blog",
      description: "Guides for Florida pool buyers: costs, installation, maintenance and financing.",
      intro: "Straight answers for Florida pool buyers.",
    },
    "/resources": {
      title: "Pool Buyer Resources",
      description: "Guides, checklists and warranty documents for Florida pool owners.",
      intro: "Checklists, guides and documents to plan your pool.",
    },
    "/packages": {
      title: "All-Inclusive Pool Packages",
      description:
        "All-inclusive fiberglass pool packages starting at $42k, with a clear process and payment schedule.",
      intro: "One price that covers the pool, the install and the finishing work.",
    },
    "/latham-pools": {
      title: "Latham Fiberglass Pools",
      description: "Latham fiberglass pool models installed in Florida, with Crystal and Classic color collections.",
      intro: "Latham fiberglass pools, installed by our Florida crews.",
    },
    "/san-juan-pools": {
      title: "San Juan Fiberglass Pools",
      description: "San Juan fiberglass pools, hand-built in Lakeland, Florida, and installed by our crews.",
      intro: "Hand-laid San Juan shells built in Florida.",
    },
    "/above-ground-pools": {
      title: "Above Ground Pools",
      description: "Above ground pools starting at $1,899 with 1-2 day installation.",
      intro: "Affordable above ground pools, installed in one to two days.",
    },
    "/10x20-fiberglass-pool": {
      title: "10x20 Fiberglass Pool",
      description: "Compact 10x20 fiberglass pools for small Florida backyards, installed in 3-5 days.",
      intro: "Big fun for small yards: compact fiberglass pools installed in 3-5 days.",
    },
    "/privacy-policy": {
      title: "Privacy Policy",
      description: `How ${company.name} collects, uses and protects your information.`,
      intro: "How we handle the information you share with us.",
    },
    "/terms-of-service": {
      title: "Terms of Service",
      description: `Terms of use of the ${company.name} website.`,
      intro: "The terms that apply when you use this website.",
    },
    "/legal-disclaimers": {
      title: "Legal Disclaimers",
      description: "Disclaimers about pool dimensions, warranties, financing and installation timelines.",
      intro: "Important notes about specifications, warranties and financing.",
    },
    "/cookie-policy": {
      title: "Cookie Policy",
      description: "Which cookies this website uses and why.",
      intro: "The few cookies we use and why.",
    },
    "/sitemap": {
      title: "Sitemap",
      description: "Every page of the website in one list.",
      intro: "Every page of our website in one place.",
    },
    "/south-florida-promotion": {
      title: "South Florida Pool Promotion",
      description: "Current fiberglass pool offers for Palm Beach, St. Lucie and Martin county homeowners.",
      intro: "Current offers for South Florida homeowners.",
    },
    "/fiberglass-pools-ocala": {
      title: "Fiberglass Pools in Ocala",
      description: "Fiberglass pools installed in Ocala, Marion County, Gainesville and The Villages.",
      intro: "Fiberglass pools for Ocala and Marion County, from our primary office.",
    },
  };
}

/** The page a path shows: aliases of the compact pool page and the blog share their page's address. */
function canonicalPathFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const compactAliases = [
    "/10x20-pool",
    "/compact-fiberglass-pools",
    "/fiberglass-by-size/small-pools",
    "/fiberglass-by-size/compact-pools",
    "/pool-sizes/10x20",
  ];
  if (compactAliases.includes(path)) return "/10x20-fiberglass-pool";
  if (path === "/blog-database") return "/blog";
  return path;
}

function pageFor(company: Company, pathname: string) {
  const path = canonicalPathFor(pathname);
  const page = placeholderPages(company)[path];
  return page ? { path, ...page } : { path, title: company.name, description: company.name, intro: "" };
}

export function loader({ request }: LoaderFunctionArgs) {
  // Client navigations fetch "<path>.data"; the page is the path without it.
  return { canonicalPath: canonicalPathFor(new URL(request.url).pathname.replace(/\.data$/, "")) };
}

export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) => {
  const page = pageFor(companyFromMatches(matches), loaderData?.canonicalPath ?? "/");
  return routeMeta(matches, { title: page.title, description: page.description, path: page.path });
};

export default function PlaceholderPage() {
  const company = useCompany();
  const page = pageFor(company, useLocation().pathname);
  const heading = page.path === "/" ? "Fiberglass pools for Florida living" : page.title;
  return (
    <>
      <section className="water-gradient text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-xs font-bold tracking-[0.2em] text-ocean-100 uppercase">{company.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ocean-50">{page.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <Link to="/pools" className="btn-ghost-light">
              Browse Pools
            </Link>
          </div>
        </div>
      </section>
      <section className="container-page py-14">
        <p className="max-w-2xl text-slate-700">
          This page is being rebuilt. In the meantime, our team is one call or message away: request an estimate, or
          call your nearest office from the bar at the top of the page.
        </p>
      </section>
    </>
  );
}
