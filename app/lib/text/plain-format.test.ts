import { describe, expect, it } from "vitest";
import poolData from "../../../db/seed/data/pools.json" with { type: "json" };
import { compareText, easternOffsetMs, formatAndList, formatDollars, formatLongDate } from "./plain-format";

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A fixed pseudo-random sequence, so a failure can be repeated. */
function* amounts(count: number) {
  let seed = 20261122;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** (seed % 9);
    yield ((seed / 2 ** 31) * magnitude * (i % 2 ? 1 : -1)) / (i % 3 ? 1 : 100);
  }
}

describe("formatDollars", () => {
  const edges = [
    0,
    -0,
    0.4,
    0.5,
    0.005,
    0.015,
    1.005,
    1.5,
    2.5,
    -2.5,
    -0.4,
    -0.004,
    999.5,
    999.995,
    1000,
    45000,
    580.28,
    1234567.891,
    99999.999,
    1e14 + 0.5,
    42_500,
    66_200,
    123_456_789,
  ];

  it("writes whole dollars exactly as Intl does", () => {
    for (const amount of [...edges, ...amounts(5000)]) {
      expect(formatDollars(amount, 0), String(amount)).toBe(wholeDollars.format(amount));
    }
  });

  it("writes dollars and cents exactly as Intl does", () => {
    for (const amount of [...edges, ...amounts(5000)]) {
      expect(formatDollars(amount, 2), String(amount)).toBe(cents.format(amount));
    }
  });

  it("leaves amounts it cannot write exactly to Intl", () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -3e17]) {
      expect(formatDollars(amount, 0)).toBe(wholeDollars.format(amount));
    }
  });

  it("reads as a visitor expects", () => {
    expect(formatDollars(45000, 0)).toBe("$45,000");
    expect(formatDollars(580.275, 2)).toBe("$580.28");
    expect(formatDollars(-1200, 0)).toBe("-$1,200");
  });
});

describe("formatLongDate", () => {
  const eastern = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" });
  const utc = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

  it("gives the Eastern-time date Intl gives, every hour from 2007 to 2040 (daylight saving changes included)", () => {
    const hour = 60 * 60 * 1000;
    for (let instant = Date.UTC(2007, 0, 1); instant < Date.UTC(2041, 0, 1); instant += hour) {
      const date = new Date(instant);
      if (formatLongDate(date, "America/New_York") !== eastern.format(date)) {
        expect(formatLongDate(date, "America/New_York"), date.toISOString()).toBe(eastern.format(date));
      }
    }
  });

  it("matches Intl at the minutes around each daylight saving change", () => {
    const minute = 60 * 1000;
    for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2030, 2, 10, 7)]) {
      for (let instant = change - 6 * 60 * minute; instant <= change + 6 * 60 * minute; instant += minute) {
        const date = new Date(instant);
        expect(formatLongDate(date, "America/New_York"), date.toISOString()).toBe(eastern.format(date));
      }
    }
  });

  it("gives the UTC date Intl gives", () => {
    for (const iso of [
      "2026-01-01T00:00:00Z",
      "2025-12-31T23:59:59Z",
      "2026-11-22T12:00:00Z",
      "1999-02-28T05:00:00Z",
    ]) {
      expect(formatLongDate(new Date(iso), "UTC")).toBe(utc.format(new Date(iso)));
    }
  });

  it("leaves dates before 2007, under the old daylight saving rule, to Intl", () => {
    const date = new Date("2006-04-02T06:30:00Z"); // before 2007's rule: still standard time that night
    expect(formatLongDate(date, "America/New_York")).toBe(eastern.format(date));
  });

  it("knows the offices' clock", () => {
    expect(easternOffsetMs(Date.UTC(2026, 6, 4, 12))).toBe(-4 * 60 * 60 * 1000);
    expect(easternOffsetMs(Date.UTC(2026, 0, 15, 12))).toBe(-5 * 60 * 60 * 1000);
    expect(formatLongDate(new Date("2026-01-13T03:00:00Z"), "America/New_York")).toBe("January 12, 2026");
  });

  it("writes Spanish dates as Intl's es-US does", () => {
    const spanish = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "America/New_York" });
    for (let day = 0; day < 366; day += 7) {
      const date = new Date(Date.UTC(2026, 0, 1, 15) + day * 24 * 60 * 60 * 1000);
      expect(formatLongDate(date, "America/New_York", "es")).toBe(spanish.format(date));
    }
    expect(formatLongDate(new Date("2026-03-14T15:00:00Z"), "America/New_York", "es")).toBe("14 de marzo de 2026");
  });
});

describe("formatAndList", () => {
  const list = new Intl.ListFormat("en", { type: "conjunction" });

  it("joins like Intl.ListFormat", () => {
    const names = ["Orlando", "Port St. Lucie", "West Palm Beach", "Ocala", "Tampa"];
    for (let n = 0; n <= names.length; n++) {
      expect(formatAndList(names.slice(0, n))).toBe(list.format(names.slice(0, n)));
    }
  });

  it("joins Spanish lists like Intl.ListFormat", () => {
    const spanish = new Intl.ListFormat("es", { type: "conjunction" });
    const names = ["Orlando", "Port St. Lucie", "West Palm Beach", "Ocala"];
    for (let n = 0; n <= names.length; n++) {
      expect(formatAndList(names.slice(0, n), "es")).toBe(spanish.format(names.slice(0, n)));
    }
  });
});

describe("compareText", () => {
  const sign = (n: number) => Math.sign(n);

  it("orders the seeded catalogue's shapes, series and models as localeCompare does", () => {
    const names = [
      ...new Set(poolData.flatMap((pool) => [pool.shape, pool.series ?? "", pool.model, pool.manufacturer])),
    ];
    expect(names.length).toBeGreaterThan(50);
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("agrees with localeCompare on any printable ASCII", () => {
    const alphabet = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    // Mostly letters of one word in both cases, so that many pairs share a prefix or differ only in case.
    const letters = ["a", "A", "b", "B"];
    const pick = () => (next() % 3 === 0 ? alphabet[next() % alphabet.length] : letters[next() % letters.length]);
    const word = () => Array.from({ length: next() % 6 }, pick).join("");
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [word(), word()];
      expect(sign(compareText(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(sign(a.localeCompare(b)));
    }
  });

  it("ignores case first, and puts lower case first between names that differ only in case", () => {
    expect(["Rectangle", "plunge", "Freeform", "L-shape"].sort(compareText)).toEqual([
      "Freeform",
      "L-shape",
      "plunge",
      "Rectangle",
    ]);
    expect(["Roman", "roman"].sort(compareText)).toEqual(["roman", "Roman"]);
    expect(compareText("Kidney", "Kidney")).toBe(0);
  });

  it("leaves names beyond ASCII to localeCompare", () => {
    for (const [a, b] of [
      ["Piñata", "Pinata"],
      ["Émeraude", "Esprit"],
      ["Côte", "cote"],
    ]) {
      expect(sign(compareText(a!, b!))).toBe(sign(a!.localeCompare(b!)));
    }
  });
});
