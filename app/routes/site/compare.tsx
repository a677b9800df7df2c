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
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { compareTexts } from "~/content/texts/compare.server";
import { poolCardTexts } from "~/content/texts/pool-card.server";
import { type Locale, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { poolDetailTexts } from "~/content/texts/pool-detail.server";
import type { CompareWords, DroppedWords } from "~/lib/catalogue/pool-compare";
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

/** The table's and the notes' words in the page's language. */
function compareWordsIn(locale: Locale): { rows: CompareWords; dropped: DroppedWords } {
  const { rows, dropped } = compareTexts[locale];
  const card = poolCardTexts[locale];
  return {
    rows: {
      ...rows,
      locale,
      no: poolDetailTexts[locale].specs.no,
      classicSeries: card.classicSeries,
      gallons: card.gallons,
      days: poolDetailTexts[locale].days,
      shapes: card.shapes,
    },
    dropped: { ...dropped, locale },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const texts = pickTexts(locale, compareTexts);
  const t = texts.compare.add;
  const words = compareWordsIn(locale);
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
    words: words.dropped,
  });

  // "Add a pool": one pool by that name joins the comparison; none or several get a note (with the choices).
  const addQuery = (url.searchParams.get("add") ?? "").trim().slice(0, 100);
  let addNote: { text: string; choices: { label: string; href: string }[] } | null = null;
  if (addQuery) {
    const matches = findPoolsByName(addQuery, catalogue);
    const fresh = matches.filter((pool) => !list.ids.includes(pool.id));
    if (list.ids.length >= COMPARE_MAX_POOLS) {
      addNote = { text: fill(t.tooMany, { max: COMPARE_MAX_POOLS }), choices: [] };
    } else if (matches.length === 0) {
      addNote = { text: fill(t.noMatch, { query: addQuery }), choices: [] };
    } else if (fresh.length === 0) {
      addNote = { text: fill(t.already, { name: matches[0]!.name }), choices: [] };
    } else if (fresh.length === 1) {
      throw redirect(localizedPath(locale, compareHref([...list.ids, fresh[0]!.id], { diff })));
    } else {
      addNote = {
        text: fill(t.several, { count: fresh.length, query: addQuery }),
        choices: fresh.slice(0, MAX_CHOICES).map((pool) => ({
          label: `${pool.name} (${[pool.manufacturer || pool.brand, pool.size].filter(Boolean).join(", ")})`,
          href: compareHref([...list.ids, pool.id], { diff }),
        })),
      };
    }
  }

  const pools = await listActivePoolsByIds(db, list.ids);
  return {
    texts,
    ids: list.ids,
    diff,
    // Something was asked for but nothing can be shown: the page says so (rather than only "choose pools").
    askedForPools: list.ids.length > 0 || list.dropped.length > 0,
    notes,
    addQuery: addNote ? addQuery : "",
    addNote,
    columns: compareColumns(pools, { diff, planUrl: (slug) => poolPlanUrl(slug, locale) }),
    rows: compareRows(pools, words.rows),
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

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["compare"], ({ compare }, { matches, loaderData }) => {
    const t = compare.meta;
    const names = loaderData.columns.map((column) => column.name);
    return routeMeta(matches, {
      title: names.length > 1 ? fill(t.titleOf, { names: names.join(t.versus) }) : t.title,
      description: t.description,
      // A comparison is a visitor's own choice of pools: not a page to index, and its canonical is the catalogue.
      path: CATALOGUE_PATH,
      noindex: true,
    });
  });

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { ids, diff, askedForPools, notes, addQuery, addNote, columns, rows, options } = loaderData;
  const full = ids.length >= COMPARE_MAX_POOLS;
  const t = loaderData.texts.compare;
  const crumbs = useTexts("poolCard").crumbs;
  const to = useLocalePath();
  return (
    <>
      <Breadcrumbs
        crumbs={[{ name: crumbs.home, path: "/" }, { name: crumbs.pools, path: CATALOGUE_PATH }, { name: t.crumb }]}
      />
      <div className="group/compare bg-gradient-to-b from-sand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">{t.heading}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{fill(t.intro, { max: COMPARE_MAX_POOLS })}</p>

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
                          to={to(choice.href)}
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
              <h2 className="text-xl font-bold text-ocean-950">{askedForPools ? t.noneComparable : t.noneChosen}</h2>
              <p className="mt-2 text-slate-700">{fill(t.choose, { max: COMPARE_MAX_POOLS })}</p>
              <Link to={to(CATALOGUE_PATH)} className="btn-primary mt-4 gap-2">
                {t.browse}
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
                  <p className="text-sm font-semibold text-ocean-950">{t.addAnother}</p>
                )}
              </div>
              <CompareTable columns={columns} rows={rows} />
              <p className="mt-6 text-sm text-slate-700">
                {t.priceNote}{" "}
                <Link to={to(CATALOGUE_PATH)} className="font-semibold text-ocean-800 underline hover:text-ocean-950">
                  {t.browse}
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
