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
import { parsePoolIdList } from "~/lib/schemas/pool-id-list";
import { listActivePools } from "~/models/pools.server";
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
  if (!shared) return { shared, pools: [], gone: [], leftOut: false };
  const catalogue = await listActivePools(db);
  const byId = new Map(catalogue.map((pool) => [pool.id, pool]));
  const list = parsePoolIdList(url.searchParams.getAll("pools"), {
    max: MAX_FAVORITES,
    isKnown: (id) => byId.has(id),
  });
  return {
    shared,
    pools: list.ids.map((id) => toCataloguePool(byId.get(id)!)),
    // Ids of no active pool: the browser stops waiting for their cards.
    gone: list.dropped.flatMap((item) => (item.reason === "unknown" ? [item.id] : [])),
    // Unknown, retired or over the limit: the page says some were left out (repeats are no loss).
    leftOut: list.dropped.some((item) => item.reason !== "repeated"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Your Favorite Pools",
    description:
      "The fiberglass pool models you saved: compare them side by side, share the list, or get one estimate for all of them.",
    // A visitor's own list: not a page to index, and its canonical is the catalogue (like /compare).
    path: CATALOGUE_PATH,
    noindex: true,
  });

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

  useEffect(() => {
    if (enabled && missingKey && fetcher.state === "idle") fetcher.load(favoritesShareHref(missing));
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

  return (
    <>
      <Breadcrumbs
        crumbs={[{ name: "Home", path: "/" }, { name: "Pools", path: CATALOGUE_PATH }, { name: "Favorites" }]}
      />
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
          {shared ? "Shared favorite pools" : "Your favorite pools"}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {shared
            ? "A list of pools someone saved and shared. Save them to your own favorites, compare them or get an estimate."
            : `Pools you saved with the heart, kept in this browser (up to ${MAX_FAVORITES}), no account needed.`}
        </p>
        {leftOut && (
          <p role="status" className="mt-4 rounded-xl border border-sun-400 bg-sand-100 p-4 text-sm text-ocean-950">
            {`Some pools of this link are no longer in our catalog or over the ${MAX_FAVORITES} a list keeps, so we left them out.`}
          </p>
        )}

        {pools.length > 0 ? (
          <>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`${COMPARE_PATH}?pools=${poolIdsParam(ids.slice(0, COMPARE_MAX_POOLS))}`} className="btn-ocean">
                {ids.length > COMPARE_MAX_POOLS ? `Compare the first ${COMPARE_MAX_POOLS}` : "Compare these"}
              </Link>
              <ShareLink ids={ids} />
              <Link to={favoritesEstimateHref(ids)} className="btn-primary">
                Get an estimate for these
              </Link>
              {shared && hydrated && unsaved.length > 0 && (
                <button type="button" className="btn-outline" onClick={() => writeFavorites([...saved, ...unsaved])}>
                  Save to my favorites
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
            <p className="mt-8 text-slate-700">
              Your favorites are kept by this browser&apos;s scripts, which are turned off. A shared link
              (/favorites?pools=…) shows its pools without them.
            </p>
          </noscript>
        ) : !shared && own.loading ? (
          <p className="mt-8 text-slate-700" role="status">
            Loading your saved pools…
          </p>
        ) : (
          <div className="mt-8 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-slate-800">
              {shared ? "None of the pools in this link are in our catalog." : "You have not saved any pools yet."}
            </p>
            <p className="mt-2 text-slate-700">Tap the heart on a pool to keep it here.</p>
            <Link to={CATALOGUE_PATH} className="btn-ocean mt-5">
              Browse all pools
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
  const href = favoritesShareHref(ids);
  return (
    <a
      href={href}
      className="btn-outline"
      aria-label={copied ? "Share: link copied" : "Share this list (copies its link)"}
      onClick={(event) => {
        if (!navigator.clipboard) return;
        event.preventDefault();
        void navigator.clipboard.writeText(new URL(href, window.location.href).href).then(
          () => setCopied(true),
          () => window.location.assign(href),
        );
      }}
    >
      {copied ? "Link copied" : "Share"}
    </a>
  );
}
