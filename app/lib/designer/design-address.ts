// The pool designer's state in the address (decision 032), so reloading, going
// back and sharing keep the design. One compact form is written:
//
//   /design?poolId=12&color=Tropical+Blue&addons=heat-pump,led-lights:4,paver-deck:600
//
// and read back together with the shape the designer's plain GET form posts
// without scripts: a checkbox `addon=KEY` per add-on and a count `qty-KEY`.
// Reading never throws: what cannot be read is left out and listed in
// `ignored`; whether an add-on exists, and its limits, is priceDesign's job.
import type { DesignChoice } from "./design-price";

export const DESIGN_PATH = "/design";

export const DESIGN_QUERY = {
  poolId: "poolId",
  color: "color",
  addOns: "addons",
  /** The no-script form: one `addon` per ticked checkbox... */
  addOn: "addon",
  /** ...and `qty-KEY` per count field. */
  quantityPrefix: "qty-",
} as const;

/** An add-on key as the schema makes them: lowercase letters, digits and single hyphens. */
export const ADD_ON_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ADD_ON_KEY_MAX = 50;
/** More add-ons than any design needs; the rest of a longer list is ignored. */
export const DESIGN_MAX_ADD_ONS = 30;
const COLOR_MAX = 100;
const QUANTITY_MAX_DIGITS = 7;

export interface DesignState {
  poolId: number | null;
  /** A color name of the pool's manufacturer, as given (the page checks it against the swatches). */
  color: string | null;
  addOns: DesignChoice[];
}

export function isAddOnKey(text: string): boolean {
  return text.length <= ADD_ON_KEY_MAX && ADD_ON_KEY_PATTERN.test(text);
}

/** A count as typed: digits (a leading minus or a fraction kept for priceDesign to correct), else NaN. */
function readQuantity(text: string): number {
  const trimmed = text.trim();
  if (!new RegExp(`^-?\\d{1,${QUANTITY_MAX_DIGITS}}(\\.\\d+)?$`).test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/**
 * The design an address holds. Repeated keys are kept as given (priceDesign
 * counts them once and says so); `addons` comes first, then the form's
 * checkboxes; a form count `qty-KEY` gives the quantity of a key listed without one.
 */
export function parseDesignQuery(params: URLSearchParams): { design: DesignState; ignored: string[] } {
  const ignored: string[] = [];

  const rawPool = params.get(DESIGN_QUERY.poolId)?.trim() ?? "";
  let poolId: number | null = null;
  if (/^[1-9]\d{0,8}$/.test(rawPool)) poolId = Number(rawPool);
  else if (rawPool !== "") ignored.push(`${DESIGN_QUERY.poolId}=${rawPool}`);

  const rawColor = params.get(DESIGN_QUERY.color)?.trim() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  const color = rawColor && rawColor.length <= COLOR_MAX && !/[\u0000-\u001f\u007f]/.test(rawColor) ? rawColor : null;
  if (rawColor && !color) ignored.push(DESIGN_QUERY.color);

  const addOns: DesignChoice[] = [];
  const add = (key: string, quantity: number | undefined, token: string) => {
    if (!isAddOnKey(key)) ignored.push(token);
    else if (addOns.length >= DESIGN_MAX_ADD_ONS) ignored.push(token);
    else addOns.push(quantity === undefined ? { key } : { key, quantity });
  };
  for (const list of params.getAll(DESIGN_QUERY.addOns)) {
    for (const token of list.split(",")) {
      const trimmed = token.trim();
      if (!trimmed) continue;
      const colon = trimmed.indexOf(":");
      if (colon === -1) add(trimmed.toLowerCase(), undefined, trimmed);
      else add(trimmed.slice(0, colon).trim().toLowerCase(), readQuantity(trimmed.slice(colon + 1)), trimmed);
    }
  }
  for (const value of params.getAll(DESIGN_QUERY.addOn)) {
    const key = value.trim().toLowerCase();
    if (!key) continue;
    const count = params.get(`${DESIGN_QUERY.quantityPrefix}${key}`);
    add(key, count === null || count.trim() === "" ? undefined : readQuantity(count), value);
  }
  return { design: { poolId, color, addOns }, ignored };
}

/** The query of a design, in the compact form (the inverse of parseDesignQuery). Empty parts are left out. */
export function designQuery(design: {
  poolId: number | null;
  color: string | null;
  addOns: readonly { key: string; quantity?: number | undefined }[];
}): string {
  const params = new URLSearchParams();
  if (design.poolId !== null) params.set(DESIGN_QUERY.poolId, String(design.poolId));
  if (design.color) params.set(DESIGN_QUERY.color, design.color);
  if (design.addOns.length) {
    params.set(
      DESIGN_QUERY.addOns,
      design.addOns
        .map(({ key, quantity }) =>
          quantity === undefined || !Number.isFinite(quantity) ? key : `${key}:${Math.round(quantity)}`,
        )
        .join(","),
    );
  }
  // Commas, colons and a color's collection in brackets read better than %2C, %3A, %28 and %29 in an address people
  // share; a query allows them unescaped.
  return params.toString().replaceAll("%2C", ",").replaceAll("%3A", ":").replaceAll("%28", "(").replaceAll("%29", ")");
}

/** The designer's address for a design (just /design when it is empty). */
export function designHref(design: Parameters<typeof designQuery>[0]): string {
  const query = designQuery(design);
  return query ? `${DESIGN_PATH}?${query}` : DESIGN_PATH;
}
