// The parts of a hostile HTTP request: form and JSON bodies (well-formed,
// malformed and raw bytes), query strings, cookies and content types.
import fc from "fast-check";
import { hugeString, nastyString, shortNastyString } from "./nasty-values.ts";

export interface FuzzRequest {
  method: string;
  /** Path and query as sent; may hold bad percent-encoding on purpose. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Send the body as a stream without Content-Length (chunked). */
  chunked?: boolean;
  /** A body past the server's drain limit: the server may cut the connection instead of answering. */
  mayDropConnection?: boolean;
  /** Send on a connection of its own, closed afterwards (the server may leave one half-read). */
  ownConnection?: boolean;
}

export type Fields = [name: string, value: string][];

const utf8 = new TextEncoder();

/**
 * A header value an HTTP client can send at all: code points above U+00FF
 * travel as their UTF-8 bytes (as a browser sends them); control characters
 * other than tab, which no client puts on the wire, are dropped.
 */
export function headerValue(text: string): string {
  const latin1 = Buffer.from(utf8.encode(text)).toString("latin1");
  // eslint-disable-next-line no-control-regex
  return latin1.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}

/**
 * The path as it goes on the wire: what an HTTP client cannot put in a
 * request line (space, control characters, non-ASCII) is percent-encoded as
 * a browser does; everything else, bad escapes and dot segments included,
 * stays as written.
 */
export function wirePath(path: string): string {
  return path.replace(/[^\u0021-\u007e]+/gu, percentBytes);
}

/** Percent-encoding as a browser does, except that lone surrogates and other oddities are left to the server. */
function encodeLoosely(text: string): string {
  return text.replace(/[^A-Za-z0-9*\-._ ]+/gu, percentBytes).replaceAll(" ", "+");
}

const HEX = Array.from({ length: 256 }, (_, b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`);

function percentBytes(text: string): string {
  let out = "";
  for (const byte of utf8.encode(text)) out += HEX[byte];
  return out;
}

const BAD_PERCENT = [
  "%",
  "%%",
  "%zz",
  "%E0%A4%A",
  "%C3%28",
  "%ED%A0%80",
  "%C0%AF",
  "%FF%FE",
  "%00",
  "%uD800",
  "%2",
  "%%32%30",
];

/** How a list of fields becomes a urlencoded body or query string. */
export const fieldEncoding = fc.constantFrom("standard", "standard", "standard", "loose", "raw", "bad-percent");

export function encodeFields(fields: Fields, encoding: string): string {
  switch (encoding) {
    case "standard":
      return new URLSearchParams(fields).toString();
    case "loose":
      return fields.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join("&");
    case "raw":
      // Unencoded: "&", "=", "%" and "+" inside values break the pairs apart.
      return fields.map(([k, v]) => `${k}=${v}`).join("&");
    default:
      return fields
        .map(([k, v], i) => `${encodeLoosely(k)}=${encodeLoosely(v)}${BAD_PERCENT[i % BAD_PERCENT.length]}`)
        .join("&");
  }
}

/** Raw bytes that are not valid UTF-8 (or are, oddly): for bodies and query strings. */
export const rawBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(
    Uint8Array.from([0xff, 0xfe, 0x00, 0x00]),
    Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    Uint8Array.from([0xc3, 0x28, 0xa0, 0xa1]),
    Uint8Array.from([0xed, 0xa0, 0x80, 0xed, 0xbf, 0xbf]),
    Uint8Array.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]),
    Uint8Array.from([0xf4, 0x90, 0x80, 0x80]),
    Uint8Array.from([0x00, 0x00, 0x00]),
  ),
);

/** Malformed JSON texts, plus a few deeply nested ones. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    '{"firstName": "Ana",}',
    "{'firstName': 'Ana'}",
    '{"firstName": NaN}',
    '{"phone": 5615550152e}',
    '{"a": 1} // comment',
    '{"a": 1}{"b": 2}',
    '{"a": "\\ud800"}',
    '{"a": "\\u0000"}',
    '{"a": "\\x00"}',
    '"just a string"',
    "null",
    "true",
    "12345",
    "[]",
    '[{"firstName": "Ana"}]',
    "\ufeff{}",
    "\u0000{}",
    '{"firstName": "Ana"',
    '{"a":' + "1".repeat(400),
    "undefined",
  ),
  fc.integer({ min: 100, max: 50_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
  fc.integer({ min: 100, max: 50_000 }).map((depth) => "[".repeat(depth)),
  fc.integer({ min: 50, max: 20_000 }).map((depth) => `{"firstName":${"[".repeat(depth)}"x"${"]".repeat(depth)}}`),
  fc.string({ unit: "binary", maxLength: 200 }),
);

/** Content types for a body, from right to absurd. */
export function contentTypeFor(kind: "json" | "form") {
  const right = kind === "json" ? "application/json" : "application/x-www-form-urlencoded";
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(right) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        `${right}; charset=utf-8`,
        `${right.toUpperCase()}; CHARSET=UTF-16`,
        `${right}; charset=latin1; boundary=x`,
        "application/vnd.api+json",
        "application/jsonp",
        "application/json-patch+json",
        "text/plain",
        "text/html",
        "multipart/form-data; boundary=----x",
        "multipart/form-data",
        kind === "json" ? "application/x-www-form-urlencoded" : "application/json",
        "application/octet-stream",
        "*/*",
        "",
        ";",
        "application/",
        "\u00ff/\u00ff",
      ),
    },
    { weight: 1, arbitrary: shortNastyString },
  );
}

const SESSION_COOKIES = ["__Host-ffp_staff", "ffp_staff"];

/** A Cookie header: often none, else garbage sessions, tampered attribution, duplicates, junk or huge ones. */
export const cookieHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...SESSION_COOKIES), fc.oneof(shortNastyString, fc.base64String({ maxLength: 64 })))
      .map(([name, value]) => `${name}=${value}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...SESSION_COOKIES), fc.base64String({ maxLength: 64 })), {
        minLength: 2,
        maxLength: 4,
      })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; ")),
  },
  { weight: 3, arbitrary: attributionCookieValue().map((value) => `ffp_attribution=${value}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ";",
      ";;;;",
      "=",
      "==",
      "=value",
      "name",
      " ; = ; ",
      "a=b=c=d",
      'a="unterminated',
      "a=%E0%A4%A",
      "__proto__=1; constructor=2",
      "ffp_attribution=",
      "ffp_attribution",
      "__Host-ffp_staff=",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(4_000, 8_000, 12_000, 15_000, 20_000).map((size) => `big=${"x".repeat(size)}`),
  },
  { weight: 1, arbitrary: shortNastyString },
);

/** The attribution cookie's value: tampered JSON with control characters, lone surrogates, wrong types, broken encoding. */
function attributionCookieValue() {
  const touchValue = fc.oneof(
    shortNastyString,
    fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\udfff", "x\ud83d", "\u001b[0m", "\\u0000"),
    fc.constantFrom<unknown>(1, null, true, [], {}),
  );
  const touch = fc.dictionary(
    fc.constantFrom("at", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrer", "landingPath"),
    touchValue,
    { maxKeys: 5 },
  );
  const json = fc
    .record({ first: touch, last: touch, at: touchValue })
    .map(({ first, last, at }) =>
      JSON.stringify({ first: { at: "2025-01-01T00:00:00.000Z", ...first }, last: { ...last, at } }),
    );
  return fc.oneof(
    { weight: 4, arbitrary: json.map(percentEncodeAll) },
    { weight: 1, arbitrary: json },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%7B%22first%22%3A", "%E0%A4%A", "{}", "null", "%7B%7D", "x".repeat(5_000)),
    },
  );
}

function percentEncodeAll(text: string): string {
  // encodeURIComponent refuses lone surrogates; JSON.stringify has already escaped them as \udxxx.
  return encodeURIComponent(text);
}

/** A query string (without "?"): known keys and junk ones, repeated, with hostile values and encodings. */
export function queryString(knownKeys: readonly string[]) {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...knownKeys) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("__proto__", "constructor", "_routes", "index", "_data", "page[]", "page[a]", "a.b"),
    },
    { weight: 1, arbitrary: shortNastyString },
  );
  const pairs = fc.array(fc.tuple(key, fc.oneof(shortNastyString, fc.integer().map(String))), { maxLength: 6 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(pairs, fieldEncoding).map(([fields, encoding]) => encodeFields(fields, encoding)),
    },
    { weight: 1, arbitrary: fc.constantFrom("", "&", "&&=&&", "=", "?", "??a=1", "#frag", "a", "%", "%%%") },
    { weight: 1, arbitrary: fc.constantFrom(2_000, 7_000, 20_000).map((n) => `search=${"q".repeat(n)}`) },
  );
}

/** Other request headers a client may send, some hostile. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      Accept: fc.constantFrom("application/json", "text/html", "*/*", "text/x-script", "", "garbage/\u00ff"),
      "If-None-Match": fc.oneof(
        fc.constantFrom("*", 'W/"x"', '"', "a,b,,,", `"${"x".repeat(3_000)}"`),
        shortNastyString,
      ),
      "Accept-Language": shortNastyString,
      "X-Forwarded-For": fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "garbage", "999.999.999.999"),
      "X-Request-Id": shortNastyString,
      Referer: fc.oneof(
        fc.constantFrom("https://www.google.com/search?q=x", "javascript:alert(1)", "::::"),
        shortNastyString,
      ),
      "Content-Encoding": fc.constantFrom("gzip", "br", "identity", "x"),
      "Accept-Encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "*", "gzip;q=0, br;q=0", "x, y, z"),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)])));

/** A body that is nothing like what the endpoint wants. */
export const garbageBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  rawBytes,
  malformedJson,
  nastyString,
  hugeString,
);
