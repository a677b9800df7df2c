import type { SizeCategory } from "./pool-size";
import { formatDollars } from "~/lib/text/plain-format";

/** Starting price of a fiberglass pool package, before the size add-on. */
export const BASE_POOL_PRICE = 42_200;

/** Design tiers: add-on to the base price and the tier's typical dimensions. */
export const SIZE_TIERS: readonly { name: SizeCategory; addOn: number; dimensions: string }[] = [
  { name: "Plunge", addOn: 0, dimensions: "8'x12'" },
  { name: "Small", addOn: 2_000, dimensions: "12'x24'" },
  { name: "Medium", addOn: 7_700, dimensions: "16'x32'" },
  { name: "Large", addOn: 12_000, dimensions: "18'x36'" },
  { name: "X-Large", addOn: 24_000, dimensions: "20'x40'" },
];

/** Estimated total of a size tier: base price plus the tier's add-on. */
export function estimatedTotalForTier(tier: SizeCategory): number {
  const found = SIZE_TIERS.find((t) => t.name === tier);
  if (!found) throw new Error(`Unknown size tier ${tier}`);
  return BASE_POOL_PRICE + found.addOn;
}

export function formatUsd(amount: number): string {
  return formatDollars(amount, 0);
}
