// The printable summary of a design (issue 20): the address's design priced
// as it stands now, on one page; printing leaves out the site's header and
// footer (design-summary.css). After "Send me this design" it also thanks the
// visitor (sent=1). It holds no personal details, so it is safe to share.
import { Link } from "react-router";
import { DesignSummary } from "~/components/designer/design-summary";
import { appContext } from "~/context";
import { designHref } from "~/lib/design-address";
import { routeMeta } from "~/lib/route-meta";
import { readDesign } from "~/models/designs.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/design-summary.css?url";
import printStyles from "~/styles/print-summary.css?url";
import type { Route } from "./+types/design-summary";

export const links: Route.LinksFunction = () => [
  pageStylesheet(stylesheet),
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const read = await readDesign(db, url.searchParams);
  return {
    sent: url.searchParams.get("sent") === "1",
    pool: read.pool && { name: read.pool.name, dimensions: read.pool.dimensions, manufacturer: read.pool.manufacturer },
    color: read.design.color,
    planHref: read.planHref,
    price: { lines: read.price.lines, total: read.price.total, monthly: read.price.monthly },
    notes: read.notes.map((n) => n.message),
    designerHref: designHref(read.design),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Your Pool Design",
    description:
      "A printable summary of a pool design: the model, its colour, the add-ons, the itemised price and the monthly payment.",
    // A visitor's own design: not a page to index; its canonical is the designer.
    path: "/design",
    noindex: true,
  });

export default function DesignSummaryPage({ loaderData }: Route.ComponentProps) {
  const { sent, pool, color, planHref, price, notes, designerHref } = loaderData;
  return (
    <div className="container-page max-w-3xl py-10 print:py-0">
      {sent && (
        <p
          role="status"
          className="mb-6 rounded-2xl bg-palm-50 p-4 font-semibold text-ocean-950 ring-1 ring-palm-200 print:hidden"
        >
          Thank you! Your design is on its way to our team, and a specialist will call you within 24 hours.
        </p>
      )}
      <h1 className="text-3xl font-extrabold text-ocean-950">Your pool design</h1>
      {notes.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-2xl bg-sun-50 p-4 text-sm text-ocean-950 ring-1 ring-sun-300">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <DesignSummary
          poolName={pool?.name ?? null}
          dimensions={pool?.dimensions ?? null}
          color={color}
          planHref={planHref}
          lines={price.lines}
          total={price.total}
          monthly={price.monthly}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Prices are the starting prices of today, before permits and site work; your specialist confirms them after a
        visit. Pool dimensions may vary by up to 3% from published specifications.
      </p>
      <p className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link to={designerHref} className="btn-outline">
          Back to the designer
        </Link>
        <span className="self-center text-sm text-slate-700">Print this page with your browser's Print command.</span>
      </p>
    </div>
  );
}
