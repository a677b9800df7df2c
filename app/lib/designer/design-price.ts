// The pool designer's price (decision 030): the pool's price plus the chosen
// add-ons, itemised, and the monthly payment of the /calculator's arithmetic.
// One pure function for the server render, the browser's live total and the
// lead a design becomes, so all three show the same dollars. It also cleans a
// design read from an address (a retired add-on, a count of -3, two heaters, a
// ledge the pool has no room for, a pool taken off the catalogue) and says
// what it changed, in notes a page can show; it never throws on bad input.
import {
  type CalculatorInput,
  DEFAULT_CALCULATOR_INPUT,
  calculateFinancingOptions,
  downPaymentAmount,
  financedAmount,
} from "~/lib/financing/financing-calculator";
import { type LedgeRoomPool, hasLedgeRoom } from "./design-ledge";
import { quantityLabel } from "./design-quantity";
import { fill } from "~/lib/i18n/translate";

/** An add-on as the designer prices it (a design_add_ons row has every field). */
export interface DesignAddOn {
  key: string;
  name: string;
  pricingKind: "fixed" | "per-unit" | (string & {});
  unitLabel: string | null;
  /** Whole dollars: the fixed price or the price of one unit. */
  price: number;
  choiceGroup: string | null;
  minQuantity: number;
  maxQuantity: number;
  defaultQuantity: number;
  needsLedgeRoom: boolean;
  isActive: boolean;
}

/** A pool as the designer prices it (a pools row has every field). */
export interface DesignPool extends LedgeRoomPool {
  id: number;
  name: string;
  /** The catalogue's "from" price in whole dollars; null: price on request. */
  price: number | null;
  isActive: boolean;
}

/** One add-on of a design as the visitor chose it; no quantity means the add-on's default. */
export interface DesignChoice {
  key: string;
  /** NaN stands for a count that could not be read ("abc"). */
  quantity?: number | undefined;
}

export interface DesignLine {
  /** The add-on's key; null for the pool's own line. */
  key: string | null;
  name: string;
  quantity: number;
  /** Singular unit of a per-unit add-on ("light"); null for the pool and fixed add-ons. */
  unitLabel: string | null;
  unitPrice: number;
  total: number;
}

export type DesignNoteCode =
  | "pool-unknown"
  | "pool-inactive"
  | "pool-price-on-request"
  | "add-on-unknown"
  | "add-on-retired"
  | "add-on-repeated"
  | "quantity-unreadable"
  | "quantity-raised"
  | "quantity-lowered"
  | "group-conflict"
  | "no-ledge-room";

/**
 * The notes' words in the page's language, with placeholders: {name} the add-on, {pool} the model, {amount} a
 * quantity with its unit, {lowerName} the add-on in lower case, {kept} the add-on a design keeps of a group. They
 * come from app/content/texts/designer.server.ts through the page's loader, so the browser's code carries neither
 * language's.
 */
export type DesignNoteTexts = Record<DesignNoteCode, string>;

/** What the normalising changed, in words for the visitor. */
export interface DesignNote {
  code: DesignNoteCode;
  /** The add-on concerned (its key as given), or null for the pool. */
  key: string | null;
  message: string;
}

/** The monthly figure and the terms it was computed on (the page shows them beside it). */
export interface DesignMonthly {
  /** The financing option the calculator ranks first for these terms. */
  lender: string;
  apr: number;
  termMonths: number;
  downPaymentPercent: number;
  downPayment: number;
  financed: number;
  /** Whole dollars, as the calculator shows it. */
  payment: number;
}

export interface DesignPrice {
  /** The priced pool; null when none was chosen or the chosen one cannot be offered. */
  pool: DesignPool | null;
  /** The cleaned choices, in the add-on list's order: what the address should hold now (fixed add-ons without a count). */
  choices: { key: string; quantity?: number }[];
  /** The pool's line (when it has a price) and one line per add-on, in display order. */
  lines: DesignLine[];
  addOnsTotal: number;
  total: number;
  /** Null when there is nothing to finance. */
  monthly: DesignMonthly | null;
  notes: DesignNote[];
}

/** The calculator's terms a design is financed on: its defaults (20 % down, 120 months, a "Good" credit range). */
export const DESIGN_FINANCING: Omit<CalculatorInput, "poolPrice"> = {
  downPaymentPercent: DEFAULT_CALCULATOR_INPUT.downPaymentPercent,
  termMonths: DEFAULT_CALCULATOR_INPUT.termMonths,
  creditScore: DEFAULT_CALCULATOR_INPUT.creditScore,
};

/** The quantity an add-on is priced at, and whether (and how) it had to be corrected. */
export function normaliseQuantity(
  addOn: Pick<DesignAddOn, "minQuantity" | "maxQuantity" | "defaultQuantity">,
  given: number | undefined,
): { quantity: number; correction: "quantity-unreadable" | "quantity-raised" | "quantity-lowered" | null } {
  if (given === undefined) return { quantity: addOn.defaultQuantity, correction: null };
  if (!Number.isFinite(given)) return { quantity: addOn.defaultQuantity, correction: "quantity-unreadable" };
  const whole = Math.round(given);
  if (whole < addOn.minQuantity) return { quantity: addOn.minQuantity, correction: "quantity-raised" };
  if (whole > addOn.maxQuantity) return { quantity: addOn.maxQuantity, correction: "quantity-lowered" };
  // A fraction (2.5 lights) is rounded without a note: the count shown is the count priced.
  return { quantity: whole, correction: null };
}

/** The monthly payment of `total` on the calculator's terms: its first-ranked option, as /calculator shows it. */
export function designMonthly(
  total: number,
  terms: Omit<CalculatorInput, "poolPrice"> = DESIGN_FINANCING,
): DesignMonthly | null {
  const [best] = calculateFinancingOptions({ ...terms, poolPrice: total });
  if (!best) return null;
  return {
    lender: best.name,
    apr: best.apr,
    termMonths: best.termMonths,
    downPaymentPercent: terms.downPaymentPercent,
    downPayment: downPaymentAmount(total, terms.downPaymentPercent),
    financed: financedAmount(total, terms.downPaymentPercent),
    payment: best.monthlyPayment,
  };
}

/**
 * Prices a design and cleans it on the way:
 * - a pool that is unknown or inactive is dropped (the add-ons stay); one without a price adds no line;
 * - an add-on that is unknown, retired, or repeated is dropped;
 * - a quantity outside the add-on's range is moved to the nearest end, an unreadable one to the default,
 *   a fraction is rounded (a fixed add-on always counts 1);
 * - of add-ons sharing a group (two heaters) the first chosen is kept;
 * - an add-on that needs ledge room is dropped when the pool has none (kept while no pool is chosen).
 * Lines follow the add-on list's order, whatever order the choices came in.
 */
export function priceDesign(input: {
  /** The pool id the design asked for (null: none chosen yet). */
  poolId: number | null;
  /** That pool as the catalogue has it, or null when it does not exist. */
  pool: DesignPool | null;
  choices: readonly DesignChoice[];
  /** Every add-on the choices may name, retired ones included (their notes say "no longer offered"). */
  addOns: readonly DesignAddOn[];
  financing?: Omit<CalculatorInput, "poolPrice">;
  /** The notes' words and the quantities' language: the page's. */
  noteTexts: DesignNoteTexts;
  locale?: "en" | "es";
}): DesignPrice {
  const texts = input.noteTexts;
  const locale = input.locale ?? "en";
  const notes: DesignNote[] = [];
  let pool: DesignPool | null = null;
  if (input.poolId !== null) {
    const found = input.pool && input.pool.id === input.poolId ? input.pool : null;
    if (!found) {
      notes.push({ code: "pool-unknown", key: null, message: texts["pool-unknown"] });
    } else if (!found.isActive) {
      notes.push({
        code: "pool-inactive",
        key: null,
        message: fill(texts["pool-inactive"], { pool: found.name }),
      });
    } else {
      pool = found;
    }
  }

  const byKey = new Map(input.addOns.map((addOn) => [addOn.key, addOn]));
  const chosen = new Map<string, number>();
  const groupHolder = new Map<string, DesignAddOn>();
  const ledgeRoom = pool ? hasLedgeRoom(pool) : null;
  for (const choice of input.choices) {
    const addOn = byKey.get(choice.key);
    if (!addOn) {
      notes.push({
        code: "add-on-unknown",
        key: choice.key,
        message: texts["add-on-unknown"],
      });
      continue;
    }
    if (!addOn.isActive) {
      notes.push({
        code: "add-on-retired",
        key: addOn.key,
        message: fill(texts["add-on-retired"], { name: addOn.name }),
      });
      continue;
    }
    if (chosen.has(addOn.key)) {
      notes.push({
        code: "add-on-repeated",
        key: addOn.key,
        message: fill(texts["add-on-repeated"], { name: addOn.name }),
      });
      continue;
    }
    if (addOn.choiceGroup) {
      const holder = groupHolder.get(addOn.choiceGroup);
      if (holder) {
        notes.push({
          code: "group-conflict",
          key: addOn.key,
          message: fill(texts["group-conflict"], { kept: holder.name, name: addOn.name }),
        });
        continue;
      }
    }
    if (addOn.needsLedgeRoom && ledgeRoom === false) {
      notes.push({
        code: "no-ledge-room",
        key: addOn.key,
        message: fill(texts["no-ledge-room"], {
          pool: pool!.name,
          name: addOn.name,
          lowerName: addOn.name.toLowerCase(),
        }),
      });
      continue;
    }
    // A fixed add-on is bought once, whatever count the address carries.
    const { quantity, correction } =
      addOn.pricingKind === "per-unit" ? normaliseQuantity(addOn, choice.quantity) : { quantity: 1, correction: null };
    if (correction) {
      const amount = quantityLabel(quantity, addOn.unitLabel, locale);
      notes.push({
        code: correction,
        key: addOn.key,
        message: fill(texts[correction], { name: addOn.name, amount }),
      });
    }
    chosen.set(addOn.key, quantity);
    if (addOn.choiceGroup) groupHolder.set(addOn.choiceGroup, addOn);
  }

  const lines: DesignLine[] = [];
  if (pool) {
    if (pool.price === null || !(pool.price >= 0)) {
      notes.push({
        code: "pool-price-on-request",
        key: null,
        message: fill(texts["pool-price-on-request"], { pool: pool.name }),
      });
    } else {
      lines.push({
        key: null,
        name: pool.name,
        quantity: 1,
        unitLabel: null,
        unitPrice: pool.price,
        total: pool.price,
      });
    }
  }
  const choices: { key: string; quantity?: number }[] = [];
  let addOnsTotal = 0;
  for (const addOn of input.addOns) {
    const quantity = chosen.get(addOn.key);
    if (quantity === undefined) continue;
    const total = addOn.price * quantity;
    addOnsTotal += total;
    choices.push(addOn.pricingKind === "per-unit" ? { key: addOn.key, quantity } : { key: addOn.key });
    lines.push({
      key: addOn.key,
      name: addOn.name,
      quantity,
      unitLabel: addOn.pricingKind === "per-unit" ? addOn.unitLabel : null,
      unitPrice: addOn.price,
      total,
    });
  }
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return { pool, choices, lines, addOnsTotal, total, monthly: designMonthly(total, input.financing), notes };
}
