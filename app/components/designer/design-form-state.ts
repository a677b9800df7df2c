// What the designer's forms hold, read in the browser: the design and the catalogue filters of the choices form,
// and the address that carries them. The page prices and writes the address from these as the visitor chooses.
import type { DesignAddOn } from "~/lib/designer/design-price";
import { DESIGN_QUERY, type DesignState, designQuery, parseDesignQuery } from "~/lib/designer/design-address";

/** The catalogue filters of the model step, in the order the page shows them. */
export const DESIGN_FILTER_KEYS = ["brand", "shape", "size"] as const;
export type DesignFilters = Record<(typeof DESIGN_FILTER_KEYS)[number], string | null>;

/** An add-on as the page offers it. */
export type DesignerAddOn = DesignAddOn & { description: string; imageUrl: string | null };

export type DesignChoices = DesignState["addOns"];

/** The compact add-on list of the address, for the hidden fields of the details form. */
export const addOnsField = (addOns: DesignChoices) =>
  new URLSearchParams(designQuery({ poolId: null, color: null, addOns })).get(DESIGN_QUERY.addOns) ?? "";

/** The design the choices form holds now. */
export function readDesignForm(form: HTMLFormElement): DesignState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return parseDesignQuery(params).design;
}

/** The catalogue filters the choices form holds now. */
export function readDesignFilters(form: HTMLFormElement): DesignFilters {
  const data = new FormData(form);
  const value = (key: (typeof DESIGN_FILTER_KEYS)[number]) => {
    const text = data.get(key);
    return typeof text === "string" && text !== "" ? text : null;
  };
  return { brand: value("brand"), shape: value("shape"), size: value("size") };
}

export const sameChoices = (a: DesignChoices, b: DesignChoices) =>
  designQuery({ poolId: null, color: null, addOns: a }) === designQuery({ poolId: null, color: null, addOns: b });

/** The catalogue filters as the rest of an address (after `href`, which may or may not have a query yet). */
export function filterSuffix(filters: DesignFilters, href: string): string {
  const params = new URLSearchParams();
  for (const key of DESIGN_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  const query = params.toString();
  return query ? `${href.includes("?") ? "&" : "?"}${query}` : "";
}

/** Puts a quantity field back within its min and max (an unreadable one back to what it showed); true if it changed. */
export function correctQuantity(input: HTMLInputElement): boolean {
  if (input.type !== "number" || !input.name.startsWith(DESIGN_QUERY.quantityPrefix)) return false;
  const typed = Number.isNaN(input.valueAsNumber) ? Number(input.defaultValue) : Math.round(input.valueAsNumber);
  const fixed = String(Math.min(Number(input.max), Math.max(Number(input.min), typed)));
  if (fixed === input.value) return false;
  input.value = fixed;
  return true;
}
