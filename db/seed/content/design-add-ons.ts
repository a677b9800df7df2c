import type { designAddOns as designAddOnsTable } from "../../schema/index.ts";

/**
 * The pool designer's add-ons (decision 030): a Florida fiberglass-pool set, installed
 * prices in whole dollars as a 2026 Florida installer quotes them (before permits).
 * Staff change prices, texts and pictures under /admin/design-add-ons; the keys are
 * part of shared design addresses and stay.
 */
export const designAddOns: Omit<typeof designAddOnsTable.$inferInsert, "displayOrder">[] = [
  {
    key: "heat-pump",
    name: "Heat pump",
    description:
      "An electric heat pump (about 110,000 BTU) that keeps the water near 84 °F from October to April for a few dollars a day.",
    imageUrl: "/images/add-ons/heat-pump.svg",
    pricingKind: "fixed",
    price: 5_800,
    choiceGroup: "heating",
  },
  {
    key: "gas-heater",
    name: "Gas heater",
    description:
      "A 400,000 BTU natural gas or propane heater that warms the pool within hours, for cold snaps and an attached spa.",
    imageUrl: "/images/add-ons/gas-heater.svg",
    pricingKind: "fixed",
    price: 4_600,
    choiceGroup: "heating",
  },
  {
    key: "salt-system",
    name: "Salt chlorine system",
    description:
      "A salt cell that makes chlorine from dissolved salt: softer water, no chlorine jugs, and far fewer chemicals to buy.",
    imageUrl: "/images/add-ons/salt-system.svg",
    pricingKind: "fixed",
    price: 2_200,
  },
  {
    key: "led-lights",
    name: "LED pool lights",
    description:
      "Color-changing LED lights set into the pool wall, controlled from your phone. Most pools take two to four.",
    imageUrl: "/images/add-ons/led-lights.svg",
    pricingKind: "per-unit",
    unitLabel: "light",
    price: 950,
    minQuantity: 1,
    maxQuantity: 8,
    defaultQuantity: 2,
  },
  {
    key: "tanning-ledge",
    name: "Tanning ledge",
    description:
      "A shallow sun shelf about 9 inches deep for lounge chairs, toddlers and a cool spot on hot days. Offered on models with room for one.",
    imageUrl: "/images/add-ons/tanning-ledge.svg",
    pricingKind: "fixed",
    price: 5_900,
    needsLedgeRoom: true,
  },
  {
    key: "safety-cover",
    name: "Automatic safety cover",
    description:
      "A motorized cover that closes the pool at the turn of a key, meets Florida's pool safety act, and keeps heat and leaves in.",
    imageUrl: "/images/add-ons/safety-cover.svg",
    pricingKind: "fixed",
    price: 13_900,
  },
  {
    key: "screen-enclosure",
    name: "Screen enclosure",
    description:
      "An aluminum pool cage with insect screen over the pool and deck: no bugs, fewer leaves, and a barrier Florida code accepts.",
    imageUrl: "/images/add-ons/screen-enclosure.svg",
    pricingKind: "fixed",
    price: 17_500,
  },
  {
    key: "paver-deck",
    name: "Paver deck",
    description:
      "Travertine-look concrete pavers around the pool on a compacted base, cool underfoot and easy to repair.",
    imageUrl: "/images/add-ons/paver-deck.svg",
    pricingKind: "per-unit",
    unitLabel: "sq ft",
    price: 16,
    minQuantity: 100,
    maxQuantity: 3_000,
    defaultQuantity: 400,
  },
  {
    key: "fence",
    name: "Pool safety fence",
    description:
      "A 4 ft aluminum barrier fence with a self-closing, self-latching gate, as Florida's Residential Swimming Pool Safety Act asks.",
    imageUrl: "/images/add-ons/fence.svg",
    pricingKind: "per-unit",
    unitLabel: "linear ft",
    price: 38,
    minQuantity: 20,
    maxQuantity: 500,
    defaultQuantity: 120,
  },
];
