import { Link, redirect } from "react-router";
import { AddPoolForm, DiffSwitch } from "~/components/compare/compare-controls";
import { CompareTable } from "~/components/compare/compare-table";
import { Breadcrumbs } from "~/components/pool-detail/breadcrumbs";
import { SpriteIcon } from "~/components/sprite-icon";
import { appContext } from "~/context";
import { COMPARE_DIFF_PARAM, COMPARE_MAX_POOLS } from "~/lib/catalogue/compare-page";
import {
  compareColumns,
  compareHref,
  compareRows,
  droppedPoolNotes,
  findPoolsByName,
} from "~/lib/catalogue/pool-compare";
import { routeMeta } from "~/lib/seo/route-meta";
import { parsePoolIdList } from "~/lib/schemas/pool-id-list";
import { listActivePools, listActivePoolsByIds, poolPlanUrl } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/compare.css?url";
import type { Route } from "./+types/compare";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** Where the page sends a visitor who has no pools to compare, and its canonical address (decision 029). */
const CATALOGUE_PATH = "/pools";
/** Pools offered when a name typed into "Add a pool" matches several. */
const MAX_CHOICES = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const diff = url.searchParams.get(COMPARE_DIFF_PARAM) === "1";
  const catalogue = await listActivePools(db);
  const byId = new Map(catalogue.map((pool) => [pool.id, pool]));
  const list = parsePoolIdList(url.searchParams.getAll("pools"), {
    max: COMPARE_MAX_POOLS,
    isKnown: (id) => byId.has(id),
  });
  const notes = droppedPoolNotes(list.dropped, {
    nameOf: (id) => byId.get(id)?.name,
    max: COMPARE_MAX_POOLS,
  });

  // "Add a pool": one pool by that name joins the comparison; none or several get a note (with the choices).
  const addQuery = (url.searchParams.get("add") ?? "").trim().slice(0, 100);
  let addNote: { text: string; choices: { label: string; href: string }[] } | null = null;
  if (addQuery) {
    const matches = findPoolsByName(addQuery, catalogue);
    const fresh = matches.filter((pool) => !list.ids.includes(pool.id));
    if (list.ids.length >= COMPARE_MAX_POOLS) {
      addNote = {
        text: `You can compare up to ${COMPARE_MAX_POOLS} pools at a time. Remove one to add another.`,
        choices: [],
      };
    } else if (matches.length === 0) {
      addNote = {
        text: `No pool in our catalog is called “${addQuery}”. Pick a name from the suggestions or browse all pools.`,
        choices: [],
      };
    } else if (fresh.length === 0) {
      addNote = { text: `${matches[0]!.name} is already in the comparison.`, choices: [] };
    } else if (fresh.length === 1) {
      throw redirect(compareHref([...list.ids, fresh[0]!.id], { diff }));
    } else {
      addNote = {
        text: `${fresh.length} pools match “${addQuery}”. Which one do you want to add?`,
        choices: fresh.slice(0, MAX_CHOICES).map((pool) => ({
          label: `${pool.name} (${[pool.manufacturer || pool.brand, pool.size].filter(Boolean).join(", ")})`,
          href: compareHref([...list.ids, pool.id], { diff }),
        })),
      };
    }
  }

  const pools = await listActivePoolsByIds(db, list.ids);
  return {
    ids: list.ids,
    diff,
    // Something was asked for but nothing can be shown: the page says so (rather than only "choose pools").
    askedForPools: list.ids.length > 0 || list.dropped.length > 0,
    notes,
    addQuery: addNote ? addQuery : "",
    addNote,
    columns: compareColumns(pools, { diff, planUrl: poolPlanUrl }),
    rows: compareRows(pools),
    // The suggestions of "Add a pool": every other active pool by name, with its brand and size.
    options: catalogue
      .filter((pool) => !list.ids.includes(pool.id))
      .map((pool) => ({
        id: pool.id,
        name: pool.name,
        label: [pool.manufacturer || pool.brand, pool.size].filter(Boolean).join(" · "),
      })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const names = loaderData?.columns.map((column) => column.name) ?? [];
  return routeMeta(matches, {
    title: names.length > 1 ? `Compare ${names.join(" vs ")}` : "Compare Pools",
    description:
      "Compare up to four fiberglass pool models side by side: size, depths, gallons, spa, steps and benches, installation time, starting price and plan drawings at one scale.",
    // A comparison is a visitor's own choice of pools: not a page to index, and its canonical is the catalogue.
    path: CATALOGUE_PATH,
    noindex: true,
  });
};

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { ids, diff, askedForPools, notes, addQuery, addNote, columns, rows, options } = loaderData;
  const full = ids.length >= COMPARE_MAX_POOLS;
  return (
    <>
      <Breadcrumbs
        crumbs={[{ name: "Home", path: "/" }, { name: "Pools", path: CATALOGUE_PATH }, { name: "Compare" }]}
      />
      <div className="group/compare bg-gradient-to-b from-sand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">Compare pools</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Up to {COMPARE_MAX_POOLS} models side by side. The plan drawings share one scale, so a smaller pool looks
            smaller.
          </p>

          {(notes.length > 0 || addNote) && (
            <div
              role="status"
              className="icon-before icon-Info mt-5 flex gap-3 rounded-xl border border-sun-400 bg-sand-100 p-4 text-sm text-ocean-950 before:mt-0.5 before:size-5 before:shrink-0 before:text-ocean-800"
            >
              <div>
                <ul className="space-y-1">
                  {notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                  {addNote && <li>{addNote.text}</li>}
                </ul>
                {addNote && addNote.choices.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {addNote.choices.map((choice) => (
                      <li key={choice.href}>
                        <Link
                          to={choice.href}
                          className="inline-flex min-h-9 items-center rounded-full border border-ocean-700 bg-white px-3 font-semibold text-ocean-800 hover:bg-ocean-50"
                        >
                          {choice.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}

          {columns.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h2 className="text-xl font-bold text-ocean-950">
                {askedForPools ? "None of these pools can be compared" : "No pools chosen yet"}
              </h2>
              <p className="mt-2 text-slate-700">
                Choose 2 to {COMPARE_MAX_POOLS} pools from the catalog, or add them here by name.
              </p>
              <Link to={CATALOGUE_PATH} className="btn-primary mt-4 gap-2">
                Browse all pools
                <SpriteIcon icon="ArrowRight" className="size-4" />
              </Link>
              <div className="mt-6 max-w-xl">
                <AddPoolForm ids={ids} options={options} defaultQuery={addQuery} full={false} keepDiff={diff} />
              </div>
            </div>
          ) : (
            <>
              <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5">
                <div className="sm:order-2 sm:w-md">
                  <AddPoolForm
                    ids={ids}
                    options={options}
                    defaultQuery={addQuery}
                    full={full}
                    keepDiff={diff && columns.length < 2}
                  />
                </div>
                {columns.length > 1 ? (
                  <DiffSwitch defaultChecked={diff} />
                ) : (
                  <p className="text-sm font-semibold text-ocean-950">Add another pool to compare it with.</p>
                )}
              </div>
              <CompareTable columns={columns} rows={rows} />
              <p className="mt-6 text-sm text-slate-700">
                Prices are starting prices for the shell, delivery and installation; your estimate adds your yard,
                decking and options.{" "}
                <Link to={CATALOGUE_PATH} className="font-semibold text-ocean-800 underline hover:text-ocean-950">
                  Browse all pools
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
