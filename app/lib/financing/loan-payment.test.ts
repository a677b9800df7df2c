import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_INPUT,
  formatApr,
  formatUsdCents,
  monthlyPayment,
  monthlyRate,
  parsePaymentQuery,
  paymentQuery,
  termYears,
  termYearsLabel,
  totalPayment,
} from "./loan-payment";

const cents = (n: number) => Math.round(n * 100) / 100;

describe("monthlyPayment", () => {
  it("matches known amortisation values", () => {
    // Standard amortisation tables: 50,000 at 6.99 % over 10 years is $580.28.
    expect(cents(monthlyPayment(50_000, 6.99, 120))).toBe(580.28);
    expect(cents(monthlyPayment(50_000, 7.99, 120))).toBe(606.37);
    expect(cents(monthlyPayment(50_000, 8.99, 180))).toBe(506.84);
    expect(cents(monthlyPayment(100_000, 6, 360))).toBe(599.55);
    expect(cents(monthlyPayment(10_000, 12, 12))).toBe(888.49);
  });

  it("uses principal / months at 0 % APR instead of dividing by zero", () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
    expect(Number.isFinite(monthlyPayment(12_000, 1e-15, 120))).toBe(true);
    expect(cents(monthlyPayment(12_000, 1e-15, 120))).toBe(100);
  });

  it("is 0 without principal or months, and never NaN or Infinity", () => {
    expect(monthlyPayment(0, 6.99, 120)).toBe(0);
    expect(monthlyPayment(-5, 6.99, 120)).toBe(0);
    expect(monthlyPayment(50_000, 6.99, 0)).toBe(0);
    expect(monthlyPayment(50_000, 0, 0)).toBe(0);
    expect(monthlyPayment(Number.NaN, 6.99, 120)).toBe(0);
  });
});

describe("totals and labels", () => {
  it("total = monthly x months", () => {
    expect(cents(totalPayment(monthlyPayment(50_000, 6.99, 120), 120))).toBe(69_634.17);
    expect(totalPayment(100, 0)).toBe(0);
  });

  it("monthly rate = APR / 100 / 12", () => {
    expect(monthlyRate(6.99)).toBeCloseTo(0.005825, 10);
    expect(monthlyRate(0)).toBe(0);
  });

  it("term label is months / 12 rounded down, in years", () => {
    expect(termYears(144)).toBe(12);
    expect(termYears(150)).toBe(12);
    expect(termYears(11)).toBe(0);
    expect(termYearsLabel(180)).toBe("15 years");
    expect(termYearsLabel(12)).toBe("1 year");
  });

  it("formats money to the cent and APR to two decimals", () => {
    expect(formatUsdCents(580.2847)).toBe("$580.28");
    expect(formatUsdCents(69_634.17)).toBe("$69,634.17");
    expect(formatApr(6.99)).toBe("6.99% APR");
    expect(formatApr(8)).toBe("8.00% APR");
  });
});

describe("parsePaymentQuery (the /financing calculator as a GET form)", () => {
  it("starts at $50,000 over 120 months with the page's first partner", () => {
    expect(parsePaymentQuery(new URLSearchParams())).toEqual(DEFAULT_PAYMENT_INPUT);
    expect(DEFAULT_PAYMENT_INPUT).toEqual({ partnerKey: null, amount: 50_000, termMonths: 120 });
  });

  it("reads a submitted form and round-trips through paymentQuery", () => {
    const input = { partnerKey: "hfs-financial", amount: 72_000, termMonths: 144 };
    expect(parsePaymentQuery(new URLSearchParams(paymentQuery(input)))).toEqual(input);
    expect(paymentQuery(input)).toBe("partner=hfs-financial&amount=72000&term=144");
  });

  it("keeps amounts and terms outside a partner's range, but not nonsense", () => {
    expect(parsePaymentQuery(new URLSearchParams("amount=150000&term=180"))).toMatchObject({
      amount: 150_000,
      termMonths: 180,
    });
    expect(parsePaymentQuery(new URLSearchParams("amount=$60,000"))).toMatchObject({ amount: 60_000 });
    for (const bad of ["amount=-5&term=0", "amount=abc&term=1e9", "amount=Infinity&term=NaN", "amount=&term="]) {
      expect(parsePaymentQuery(new URLSearchParams(bad)), bad).toMatchObject({ amount: 50_000, termMonths: 120 });
    }
  });
});
