// Lead submissions for the fuzz test: a valid payload of each form, then a few
// of its fields replaced, removed, repeated or joined by junk fields. Some stay
// valid (hostile but acceptable text) and are stored; most are refused.
import fc from "fast-check";
import { acceptableNastyText, nastyString, nastyValue, shortNastyString } from "./nasty-values.ts";

export type Entries = [name: string, value: unknown][];

/**
 * How the anti-spam form token is sent: valid, sent at once (a lead all the same), forged, over a day old (still
 * valid), junk or not at all (forged, junk and, from a form, absent: stored as spam).
 */
export type TokenKind = "valid" | "too-fast" | "forged" | "day-old" | "junk" | "absent";
export const tokenKind = fc.constantFrom<TokenKind>(
  "valid",
  "valid",
  "valid",
  "valid",
  "too-fast",
  "forged",
  "day-old",
  "junk",
  "absent",
);

const personName = fc.oneof(
  fc.constantFrom("Ana Maria Silva", "José Núñez", "李 小龍", "Seán O'Brien", "Zoë Ångström-Lee", "Al"),
  acceptableNastyText,
);
const email = fc.oneof(
  { weight: 4, arbitrary: fc.nat(1_000_000).map((n) => `fuzz.${n}@example.com`) },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const phone = fc.oneof(
  fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }).map(String),
  fc.integer({ min: 200, max: 999 }).map((area) => `(${area}) 555-01${String(area % 100).padStart(2, "0")}`),
  fc.constantFrom("+1 561 555 0152", "561.555.0152 ext 9", "(772) 555-0100 #2"),
);
const message = fc.oneof(
  fc.constantFrom("We would like a pool with a tanning ledge.", "Please call me after 5pm about a 12x24 pool."),
  acceptableNastyText.map((text) => `Message: ${text}`),
);
const branch = fc.constantFrom("WEST PALM BEACH", "OCALA", "PORT ST. LUCIE", "ORLANDO", "orlando", "");
const branchSource = fc.constantFrom("location", "page", "");
const choice = <T extends string>(...values: T[]) => fc.constantFrom<string>(...values, "");

/** Free-text fields whose hostile-but-acceptable values may be stored. */
const TEXT_FIELDS = new Set([
  "name",
  "firstName",
  "lastName",
  "address",
  "message",
  "sourcePage",
  "poolName",
  "poolModel",
  "service",
  "source",
]);

/** One change to a valid payload (`acceptable` ones keep it valid). */
const mutation = (
  fieldNames: readonly string[],
  kinds = ["replace", "replace", "replace", "acceptable", "delete", "repeat", "add"],
) =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
      { weight: 1, arbitrary: shortNastyString },
    ),
    value: nastyValue,
    acceptable: acceptableNastyText,
  });

function applyMutations(
  base: Entries,
  mutations: { kind: string; name: string; value: unknown; acceptable: string }[],
): Entries {
  let entries = [...base];
  for (const { kind, name, value, acceptable } of mutations) {
    switch (kind) {
      case "replace":
        entries = entries.filter(([n]) => n !== name).concat([[name, value]]);
        break;
      case "acceptable":
        if (TEXT_FIELDS.has(name)) entries = entries.map(([n, v]) => [n, n === name ? acceptable : v]);
        break;
      case "delete":
        entries = entries.filter(([n]) => n !== name);
        break;
      case "repeat":
        entries.push([name, value]);
        break;
      default:
        entries.push([name, value]);
    }
  }
  return entries;
}

/**
 * A valid payload with 1 to 3 hostile changes, or (one in five) with only
 * hostile-but-acceptable text, so that such text reaches the database too.
 */
function mutated(base: fc.Arbitrary<Entries>, fieldNames: readonly string[]) {
  const changes = fc.oneof(
    { weight: 4, arbitrary: fc.array(mutation(fieldNames), { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(mutation(fieldNames, ["acceptable"]), { maxLength: 2 }) },
  );
  return fc.tuple(base, changes).map(([entries, mutations]) => applyMutations(entries, mutations));
}

const contactBase = fc
  .record({ name: personName, email, phone, message, branch, consent: fc.constantFrom("on", "on", "true", "") })
  .map((v): Entries => [
    ["name", v.name],
    ["email", v.email],
    ["phone", v.phone],
    ["message", v.message],
    ["consentToContact", v.consent],
    ["website", ""],
    ["nearestBranch", v.branch],
  ]);

const estimateBase = fc
  .record({
    firstName: personName,
    lastName: fc.option(personName, { nil: "" }),
    email: fc.option(email, { nil: "" }),
    phone,
    address: fc.constantFrom("123 Palm Way, Wellington, FL", ""),
    zip: fc.constantFrom("33414", "32801", "00000", ""),
    branchSource,
    poolType: choice("Fiberglass", "Concrete", "Not Sure"),
    budgetRange: choice("$50,000 - $75,000", "$100,000+"),
    timeframe: choice("ASAP", "6+ months"),
    message,
    requestType: fc.constantFrom("estimate", "consultation", ""),
    branch,
    poolName: fc.option(fc.constantFrom("Milan 10.20", "Corinthian 16"), { nil: undefined }),
    poolId: fc.option(fc.constantFrom("1", "8", "999999"), { nil: undefined }),
  })
  .map((v): Entries => {
    const entries: Entries = [
      ["firstName", v.firstName],
      ["lastName", v.lastName],
      ["email", v.email],
      ["phone", v.phone],
      ["address", v.address],
      ["zip", v.zip],
      ["poolType", v.poolType],
      ["budgetRange", v.budgetRange],
      ["timeframe", v.timeframe],
      ["message", v.message],
      ["consentToContact", "on"],
      ["requestType", v.requestType],
      ["website", ""],
      ["nearestBranch", v.branch],
      ["nearestBranchSource", v.branchSource],
    ];
    if (v.poolName) entries.push(["poolName", v.poolName]);
    if (v.poolId) entries.push(["poolId", v.poolId]);
    return entries;
  });

const homeBase = fc.record({ name: personName, email, phone, message, branch }).map((v): Entries => [
  ["name", v.name],
  ["email", v.email],
  ["phone", v.phone],
  ["message", v.message],
  ["website", ""],
  ["nearestBranch", v.branch],
]);

/** POST /api/estimates: the JSON lead, with JSON types (booleans, numbers). */
const apiBase = fc
  .record({
    firstName: personName,
    lastName: fc.option(personName, { nil: null }),
    email: fc.option(email, { nil: null }),
    phone,
    message: fc.option(message, { nil: undefined }),
    requestType: fc.constantFrom("estimate", "consultation", "contact"),
    sourcePage: fc.constantFrom("pools", "home", "contact", "Landing Page/Ocala FL"),
    branch: fc.option(branch, { nil: undefined }),
    consentToContact: fc.boolean(),
    poolId: fc.option(fc.constantFrom(1, 8, 77, 999_999), { nil: undefined }),
    poolName: fc.option(fc.constantFrom("Milan 10.20", "Corinthian 16"), { nil: undefined }),
    service: fc.option(fc.constantFrom("Resurfacing", "Installation"), { nil: undefined }),
  })
  .map((v): Entries => {
    const entries: Entries = [
      ["firstName", v.firstName],
      ["lastName", v.lastName],
      ["email", v.email],
      ["phone", v.phone],
      ["requestType", v.requestType],
      ["sourcePage", v.sourcePage],
      ["consentToContact", v.consentToContact],
    ];
    if (v.message !== undefined) entries.push(["message", v.message]);
    if (v.branch !== undefined) entries.push(["nearestBranch", v.branch]);
    if (v.poolId !== undefined) entries.push(["poolId", v.poolId]);
    if (v.poolName !== undefined) entries.push(["poolName", v.poolName]);
    if (v.service !== undefined) entries.push(["service", v.service]);
    return entries;
  });

const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "consentToContact",
  "website",
  "nearestBranch",
  "sourcePage",
];
const ESTIMATE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "zip",
  "poolType",
  "budgetRange",
  "timeframe",
  "message",
  "consentToContact",
  "requestType",
  "website",
  "nearestBranch",
  "nearestBranchSource",
  "sourcePage",
  "poolId",
  "poolName",
  "poolModel",
  "service",
];
const HOME_FIELDS = ["name", "email", "phone", "message", "website", "nearestBranch"];
const API_FIELDS = [...ESTIMATE_FIELDS.filter((f) => f !== "name"), "poolSize", "interest", "source"];

export const contactEntries = mutated(contactBase, CONTACT_FIELDS);
export const estimateEntries = mutated(estimateBase, ESTIMATE_FIELDS);
export const homeEntries = mutated(homeBase, HOME_FIELDS);
export const apiEntries = mutated(apiBase, API_FIELDS);

/** Entries as form fields: non-strings become text the way a careless client would send them. */
export function asFormFields(entries: Entries): [string, string][] {
  return entries.map(([name, value]) => [name, typeof value === "string" ? value : formText(value)]);
}

function formText(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "object") {
    try {
      return JSON.stringify(value).slice(0, 20_000);
    } catch {
      return "[object]";
    }
  }
  return String(value);
}

/** Junk fields only: nothing of the form at all. */
export const junkEntries: fc.Arbitrary<Entries> = fc.array(fc.tuple(shortNastyString, nastyString), { maxLength: 8 });
