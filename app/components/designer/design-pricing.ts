// The designer's price in the browser: the same priceDesign the server prices with, and with it the calculator's
// arithmetic for the monthly payment. The page opens with the server's figures and needs none of it until a color
// or an add-on changes, so it is loaded when the visitor first reaches for a choice (a pointer, a key or focus in
// the choices), not with the page; a change made before it arrives is priced as soon as it has.
import { useCallback, useState } from "react";
import type { priceDesign } from "~/lib/designer/design-price";

type PriceDesign = typeof priceDesign;

let loading: Promise<PriceDesign> | undefined;
/** Kept once loaded, so a later visit to the page in the same tab prices at once. */
let loaded: PriceDesign | null = null;

function loadPriceDesign(): Promise<PriceDesign> {
  loading ??= import("~/lib/designer/design-price").then((module) => (loaded = module.priceDesign));
  return loading;
}

/** priceDesign once loaded (null until then), and `load`, which starts loading it. */
export function useDesignPricing(): { priceDesign: PriceDesign | null; load: () => void } {
  const [price, setPrice] = useState<PriceDesign | null>(() => loaded);
  const load = useCallback(() => {
    void loadPriceDesign().then((loadedPrice) => setPrice(() => loadedPrice));
  }, []);
  return { priceDesign: price, load };
}
