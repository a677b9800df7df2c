// The designer's plan drawing: the chosen model with the deck and ledge drawn
// (decision 032). It is the pool's own cacheable plan image,
// /pool-plans/SLUG.svg, with the deck's area and the ledge in its query, so
// every page draws plans with the one renderer (app/lib/catalogue/pool-plan-svg.ts) and no
// SVG is copied into the page. Isomorphic: the browser builds the same address.

import type { DesignAddOn, DesignLine } from "./design-price";

export const PLAN_QUERY = { deck: "deck", ledge: "ledge" } as const;
/** As the deck add-on's own limit (design_add_ons.max_quantity ≤ 10,000). */
const DECK_MAX_SQ_FT = 10_000;

/** The plan's address with the deck (square feet, 0: none) and the ledge drawn. */
export function designPlanHref(planUrl: string, extras: { deckSqFt: number; ledge: boolean }): string {
  const params = new URLSearchParams();
  if (extras.deckSqFt > 0) params.set(PLAN_QUERY.deck, String(Math.round(extras.deckSqFt)));
  if (extras.ledge) params.set(PLAN_QUERY.ledge, "1");
  const query = params.toString();
  return query ? `${planUrl}?${query}` : planUrl;
}

/** What a plan address asks to draw; anything unreadable is not drawn. */
export function parsePlanQuery(params: URLSearchParams): { deckSqFt: number | null; ledge: boolean } {
  const raw = params.get(PLAN_QUERY.deck) ?? "";
  const deck = /^\d{1,5}$/.test(raw) ? Number(raw) : 0;
  return { deckSqFt: deck > 0 && deck <= DECK_MAX_SQ_FT ? deck : null, ledge: params.get(PLAN_QUERY.ledge) === "1" };
}

/** The add-on that draws as the plan's paver deck (its quantity is the deck's area). */
export const DECK_ADD_ON_KEY = "paver-deck";

/** The plan of a priced design: its deck line's area, and a ledge when a line needs ledge room. */
export function designPlanFor(
  planUrl: string,
  lines: readonly Pick<DesignLine, "key" | "quantity">[],
  addOns: readonly Pick<DesignAddOn, "key" | "needsLedgeRoom">[],
): string {
  const needsLedge = new Set(addOns.filter((a) => a.needsLedgeRoom).map((a) => a.key));
  const deck = lines.find((line) => line.key === DECK_ADD_ON_KEY);
  return designPlanHref(planUrl, {
    deckSqFt: deck?.quantity ?? 0,
    ledge: lines.some((line) => line.key !== null && needsLedge.has(line.key)),
  });
}
