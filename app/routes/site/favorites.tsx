import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toCataloguePool } from "~/components/catalogue/catalogue-pool";
import { useHydrated } from "~/components/leads/use-hydrated";
import { PoolCard } from "~/components/pool-card";
import { Breadcrumbs } from "~/components/pool-detail/breadcrumbs";
import { useFavorites } from "~/components/use-favorites";
import { appContext } from "~/context";
import { COMPARE_MAX_POOLS, COMPARE_PATH } from "~/lib/catalogue/compare-page";
import { favoritesEstimateHref } from "~/lib/leads/estimate-links";
import { MAX_FAVORITES, poolIdsParam, writeFavorites } from "~/lib/catalogue/favorites";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { parsePoolIdList } from "~/lib/schemas/pool-id-list";
import { listActivePoolsIn } from "~/models/pools.server";
import { favoritesTexts } from "~/content/texts/favorites.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/favorites.css?url";
import type { Route } from "./+types/favorites";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** The catalogue: where an empty list sends the visitor, and the page's canonical (a list is nobody's page). */
const CATALOGUE_PATH = "/pools";
const FAVORITES_PATH = "/favorites";

/** The address that shows a list on any device: /favorites?pools=3,7. */
function favoritesShareHref(ids: readonly number[]): string {
  return `${FAVORITES_PATH}?pools=${poolIdsParam(ids)}`;
}

/**
 * `/favorites?pools=3,7` (a shared list, or the browser asking for the cards of its saved ids) is answered by the
 * server: the active pools among the ids, in order, at most MAX_FAVORITES; anything else in the list is dropped.
 * Without `pools` the page is the visitor's own list, which only the browser knows (localStorage).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const shared = url.searchParams.has("pools");
  const locale = localeOfRequest(request);
  const texts = pickTexts(locale, favoritesTexts);
  if (!shared) return { texts, shared, pools: [], gone: [], leftOut: false };
  const catalogue = await listActivePoolsIn(db, locale);
  const byId = new Map(catalogue.map((pool) => [pool.id, pool]));
  const list = parsePoolIdList(url.searchParams.getAll("pools"), {
    max: MAX_FAVORITES,
    isKnown: (id) => byId.has(id),
  });
  return {
    texts,
    shared,
    pools: list.ids.map((id) => toCataloguePool(byId.get(id)!)),
    // Ids of no active pool: the browser stops waiting for their cards.
    gone: list.dropped.flatMap((item) => (item.reason === "unknown" ? [item.id] : [])),
    // Unknown, retired or over the limit: the page says some were left out (repeats are no loss).
    leftOut: list.dropped.some((item) => item.reason !== "repeated"),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["favorites"], ({ favorites }, { matches }) =>
    routeMeta(matches, {
      title: favorites.meta.title,
      description: favorites.meta.description,
      // A visitor's own list: not a page to index, and its canonical is the catalogue (like /compare).
      path: CATALOGUE_PATH,
      noindex: true,
    }),
  );

type FavoritePool = Route.ComponentProps["loaderData"]["pools"][number];

/**
 * The visitor's saved ids with their cards: the cards come from the page's own loader (`?pools=...`), fetched again
 * only when a saved id has no card yet, and the list follows the saved ids at once (a heart taken off on a card
 * takes the card away).
 */
function useSavedPools(enabled: boolean): { pools: FavoritePool[]; loading: boolean } {
  const saved = useFavorites();
  const fetcher = useFetcher<typeof loader>();
  const [cards, setCards] = useState<ReadonlyMap<number, FavoritePool | null>>(new Map());
  const missing = saved.filter((id) => !cards.has(id));
  const missingKey = poolIdsParam(missing);

  const to = useLocalePath();
  useEffect(() => {
    if (enabled && missingKey && fetcher.state === "idle") fetcher.load(to(favoritesShareHref(missing)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetch once per set of missing ids
  }, [enabled, missingKey]);

  // Cards merged in as each answer arrives (state adjusted while rendering, not in an effect).
  const [merged, setMerged] = useState(fetcher.data);
  if (fetcher.data !== merged) {
    setMerged(fetcher.data);
    const { pools = [], gone = [] } = fetcher.data ?? {};
    setCards(
      (known) =>
        new Map([...known, ...pools.map((pool) => [pool.id, pool] as const), ...gone.map((id) => [id, null] as const)]),
    );
  }

  return {
    pools: saved.flatMap((id) => cards.get(id) ?? []),
    loading: enabled && missing.length > 0,
  };
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { shared, leftOut } = loaderData;
  const hydrated = useHydrated();
  const own = useSavedPools(hydrated && !shared);
  const saved = useFavorites();
  const pools = shared ? loaderData.pools : own.pools;
  const ids = pools.map((pool) => pool.id);
  const unsaved = ids.filter((id) => !saved.includes(id));
  const t = loaderData.texts.favorites;
  const crumbs = useTexts("poolCard").crumbs;
  const to = useLocalePath();

  return (
    <>
      <Breadcrumbs
        crumbs={[{ name: crumbs.home, path: "/" }, { name: crumbs.pools, path: CATALOGUE_PATH }, { name: t.crumb }]}
      />
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
          {shared ? t.sharedHeading : t.ownHeading}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {shared ? t.sharedIntro : fill(t.ownIntro, { max: MAX_FAVORITES })}
        </p>
        {leftOut && (
          <p role="status" className="mt-4 rounded-xl border border-sun-400 bg-sand-100 p-4 text-sm text-ocean-950">
            {fill(t.leftOut, { max: MAX_FAVORITES })}
          </p>
        )}

        {pools.length > 0 ? (
          <>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={to(`${COMPARE_PATH}?pools=${poolIdsParam(ids.slice(0, COMPARE_MAX_POOLS))}`)}
                className="btn-ocean"
              >
                {ids.length > COMPARE_MAX_POOLS ? fill(t.compareFirst, { max: COMPARE_MAX_POOLS }) : t.compareThese}
              </Link>
              <ShareLink ids={ids} />
              <Link to={to(favoritesEstimateHref(ids))} className="btn-primary">
                {t.estimate}
              </Link>
              {shared && hydrated && unsaved.length > 0 && (
                <button type="button" className="btn-outline" onClick={() => writeFavorites([...saved, ...unsaved])}>
                  {t.saveAll}
                </button>
              )}
            </div>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {pools.map((pool, index) => (
                <li key={pool.id} className="flex">
                  <PoolCard
                    pool={pool}
                    estimateHref={favoritesEstimateHref([pool.id])}
                    headingLevel={2}
                    priority={index < 3}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          </>
        ) : !shared && !hydrated ? (
          <noscript>
            <p className="mt-8 text-slate-700">{t.noScript}</p>
          </noscript>
        ) : !shared && own.loading ? (
          <p className="mt-8 text-slate-700" role="status">
            {t.loading}
          </p>
        ) : (
          <div className="mt-8 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-slate-800">{shared ? t.sharedNone : t.ownNone}</p>
            <p className="mt-2 text-slate-700">{t.tapHeart}</p>
            <Link to={to(CATALOGUE_PATH)} className="btn-ocean mt-5">
              {t.browse}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * "Share": the list's own address, a plain link (open it, copy it, long-press it) that works without scripts; with
 * them, a press copies it and says so.
 */
function ShareLink({ ids }: { ids: readonly number[] }) {
  const [copied, setCopied] = useState(false);
  const t = useTexts("favorites");
  const href = useLocalePath()(favoritesShareHref(ids));
  return (
    <a
      href={href}
      className="btn-outline"
      aria-label={copied ? t.copiedLabel : t.shareLabel}
      onClick={(event) => {
        if (!navigator.clipboard) return;
        event.preventDefault();
        void navigator.clipboard.writeText(new URL(href, window.location.href).href).then(
          () => setCopied(true),
          () => window.location.assign(href),
        );
      }}
    >
      {copied ? t.copied : t.share}
    </a>
  );
}
