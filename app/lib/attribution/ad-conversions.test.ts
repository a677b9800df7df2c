// The ad platforms' upload files against their published column rules:
// Google Ads "conversions from clicks" (template columns, time with offset,
// plain decimal value, ISO 4217 currency) and Meta offline events (event_time
// in Unix seconds, value and currency, fbc as fb.1.<ms>.<fbclid>), and the
// CSV writer's formula neutralising on what a visitor could have typed.
import { describe, expect, it } from "vitest";
import {
  CONVERSION_CURRENCY,
  GOOGLE_ADS_COLUMNS,
  GOOGLE_ADS_PARAMETERS_ROW,
  META_COLUMNS,
  QUALIFIED_STATUSES,
  type ConversionNames,
  conversionValue,
  fbcOf,
  googleAdsRows,
  googleConversionTime,
  metaRows,
  wonConversionTime,
} from "./ad-conversions";
import { csvText } from "~/lib/http/csv";
import { DEFAULT_AD_CONVERSIONS } from "~/lib/schemas/site-settings";

const NAMES: ConversionNames = DEFAULT_AD_CONVERSIONS;
const NOW = new Date("2026-11-26T15:00:00Z");
const won = {
  leadId: 7,
  clickId: "Cj0KCQiA-test_gclid",
  fbc: null,
  valueCents: 4_850_000,
  signedOn: "2026-11-20",
  leadCreatedAt: new Date("2026-10-01T13:00:00Z"),
};
const qualified = {
  leadId: 8,
  clickId: "EAIaIQobChMI",
  fbc: "fb.1.1700000000000.IwAR0abc",
  reachedAt: new Date("2026-07-04T18:30:15Z"),
  leadCreatedAt: new Date("2026-07-01T12:00:00Z"),
};

// Google's accepted form with an offset: "yyyy-MM-dd HH:mm:ss+|-HH:mm".
const GOOGLE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const ISO_4217 = /^[A-Z]{3}$/;

describe("conversion times", () => {
  it("writes Florida's wall clock with its offset, EST in winter and EDT in summer", () => {
    expect(googleConversionTime(new Date("2026-11-20T19:00:00Z"))).toBe("2026-11-20 14:00:00-05:00");
    expect(googleConversionTime(new Date("2026-07-04T18:30:15Z"))).toBe("2026-07-04 14:30:15-04:00");
    expect(googleConversionTime(new Date("2026-03-08T07:00:00Z"))).toBe("2026-03-08 03:00:00-04:00");
    expect(googleConversionTime(new Date("2026-01-01T04:59:59Z"))).toBe("2025-12-31 23:59:59-05:00");
  });

  it("counts a signed date at noon office time, never before the lead nor after now", () => {
    expect(googleConversionTime(wonConversionTime(won, NOW))).toBe("2026-11-20 12:00:00-05:00");
    const sameDayLate = { signedOn: "2026-11-20", leadCreatedAt: new Date("2026-11-20T20:00:00Z") };
    expect(wonConversionTime(sameDayLate, NOW).toISOString()).toBe("2026-11-20T20:01:00.000Z");
    const signedToday = { signedOn: "2026-11-26", leadCreatedAt: won.leadCreatedAt };
    expect(wonConversionTime(signedToday, new Date("2026-11-26T14:00:00Z")).toISOString()).toBe(
      "2026-11-26T14:00:00.000Z",
    );
  });

  it("writes values as plain decimals with cents", () => {
    expect(conversionValue(4_850_000)).toBe("48500.00");
    expect(conversionValue(199)).toBe("1.99");
    expect(conversionValue(null)).toBeNull();
  });

  it("counts qualified and every later pipeline stage, not lost or spam", () => {
    expect(QUALIFIED_STATUSES).toEqual(["qualified", "consultation scheduled", "proposal sent", "won"]);
  });
});

describe("Google Ads offline conversions file", () => {
  async function file(rows: Parameters<typeof googleAdsRows>) {
    return csvText(GOOGLE_ADS_COLUMNS, googleAdsRows(...rows), { bom: false, preamble: [GOOGLE_ADS_PARAMETERS_ROW] });
  }

  it("follows the template: Parameters row, the exact column row, one row per conversion", async () => {
    const text = await file([[won], [qualified], NAMES, NOW]);
    expect(text.charCodeAt(0), "no byte order mark before 'Parameters:'").toBe("P".charCodeAt(0));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Parameters:TimeZone=America/New_York");
    expect(lines[1]).toBe("Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency");
    expect(lines[2]).toBe("Cj0KCQiA-test_gclid,Won pool sale,2026-11-20 12:00:00-05:00,48500.00,USD");
    expect(lines[3]).toBe("EAIaIQobChMI,Qualified lead,2026-07-04 14:30:15-04:00,,USD");
    expect(lines[4]).toBe("");
    for (const line of lines.slice(2, 4)) {
      const [, , time, value, currency] = line.split(",");
      expect(time).toMatch(GOOGLE_TIME);
      expect(value === "" || /^\d+(\.\d{1,2})?$/.test(value!)).toBe(true);
      expect(currency).toMatch(ISO_4217);
    }
  });

  it("uses the conversion names from the settings", async () => {
    const names = { ...NAMES, googleWonConversion: "Pool sold", googleQualifiedConversion: "SQL" };
    const text = await file([[won], [qualified], names, NOW]);
    expect(text).toContain(",Pool sold,");
    expect(text).toContain(",SQL,");
  });

  it("neutralises a click id that could start a formula", async () => {
    const text = await file([[{ ...won, clickId: '=HYPERLINK("http://evil")' }], [], NAMES, NOW]);
    expect(text.split("\r\n")[2]).toBe(
      `"'=HYPERLINK(""http://evil"")",Won pool sale,2026-11-20 12:00:00-05:00,48500.00,USD`,
    );
  });
});

describe("Meta offline events file", () => {
  it("has Meta's parameter names, Unix seconds, value, ISO currency and fbc; no personal data", async () => {
    const text = await csvText(META_COLUMNS, metaRows([won], [qualified], NAMES, NOW), { bom: false });
    const [header, first, second] = text.split("\r\n");
    expect(header).toBe("event_id,event_name,event_time,action_source,value,currency,fbc");
    // Meta's customer information keys (hashed or not): none is present.
    const personal = ["email", "phone", "fn", "ln", "ct", "st", "zip", "country", "db", "ge", "external_id", "madid"];
    expect(header!.split(",").filter((column) => personal.includes(column))).toEqual([]);
    const wonTime = Math.floor(new Date("2026-11-20T17:00:00Z").getTime() / 1000);
    expect(first).toBe(
      `lead-7-won,Purchase,${wonTime},system_generated,48500.00,USD,fb.1.${won.leadCreatedAt.getTime()}.${won.clickId}`,
    );
    expect(second).toBe(
      `lead-8-qualified,Lead,${Math.floor(qualified.reachedAt.getTime() / 1000)},system_generated,,USD,fb.1.1700000000000.IwAR0abc`,
    );
    expect(second!.split(",")[2]).toMatch(/^\d{10}$/);
    expect(CONVERSION_CURRENCY).toMatch(ISO_4217);
  });

  it("builds fbc as fb.1.<milliseconds>.<fbclid> when none was stored", () => {
    expect(fbcOf({ clickId: "abc", leadCreatedAt: new Date(1_700_000_000_123) })).toBe("fb.1.1700000000123.abc");
    expect(fbcOf({ clickId: "abc", fbc: "fb.1.1.abc", leadCreatedAt: new Date(0) })).toBe("fb.1.1.abc");
  });

  it("neutralises an fbc that could start a formula", async () => {
    const text = await csvText(META_COLUMNS, metaRows([], [{ ...qualified, fbc: "-1+1" }], NAMES, NOW));
    expect(text).toContain(",'-1+1");
  });
});
