// Hostile values for the fuzz test: strings that break naive code (control
// bytes, lone surrogates, SQL and script payloads, huge text) and values of
// the wrong type for fields that expect text.
import fc from "fast-check";

/** Unicode and parsing edge cases that are not payloads of any attack. */
const EDGE_STRINGS = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000\u0000",
  "\u0001\u0002\u0003\u0007\b\u000b\f\u001b[31m\u001f\u007f",
  "Ana\u0000Maria",
  "\u0085\u00a0\u1680\u2000\u2028\u2029\u202f\u205f\u3000",
  "\ufeff",
  "\u200b\u200c\u200d\u2060",
  "\u202eevil\u202c",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "\udc00\ud800",
  "\ud83d",
  "👍🏽👨‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
  "Z̸̡̢̛̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛",
  "\uffff\ufffe\ufffd",
  "𝕏𝔸𝕄𝕃 𐐷 𠜎",
  "５６１５５５０１５２",
  "٥٦١٥٥٥٠١٥٢",
  "ﷺ ﷽",
  "İıſK",
  "ß".repeat(50),
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x7fffffff",
  "9".repeat(40),
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "C:\\Windows\\System32\\",
  "%s%s%s%s%n%x",
  "%00",
  "%",
  "%E0%A4%A",
  "%uD800",
  "+",
  "&=&=&",
  "a=b&c=d",
  "\\",
  '"',
  "'",
  "`",
  "http://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "mailto:a@b.co",
  "a@b.co",
  "a@b",
  "@",
  "a".repeat(64) + "@" + "b".repeat(250) + ".com",
  "(561) 555-0152",
  "+1 561 555 0152 ext 12",
  "561555015",
  "56155501520000000000",
  "WEST PALM BEACH",
  "west palm beach",
  "OCALA\u0000",
  "Fiberglass",
  "$100,000+",
  "ASAP",
  "consultation",
  "contact",
  "on",
];

const SQL_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE leads; --",
  "Robert'); DROP TABLE leads;--",
  "1; DELETE FROM admin_users",
  "' UNION SELECT password_hash FROM admin_users --",
  "admin'--",
  "\\'; SELECT pg_sleep(0); --",
  "$1",
  "$$; DROP TABLE jobs; $$",
  "E'\\x00'",
  "%' AND '%'='",
  "1' AND (SELECT COUNT(*) FROM leads) > 0 --",
  "'||(SELECT version())||'",
  "\u0000' OR 1=1",
  "'; COPY leads TO '/tmp/x'; --",
  'a\' COLLATE "C" --',
  '{"$ne": null}',
  "' AND 1=CAST((SELECT current_user) AS int) --",
];

const SCRIPT_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  "<iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  "#{7*7}",
  "<%= 7*7 %>",
  "<!--",
  "]]>",
  "</script><script>alert(document.cookie)</script>",
  "\u003cscript\u003ealert(1)\u003c/script\u003e",
  "<style>*{display:none}</style>",
  "<base href=//evil.example/>",
  '<meta http-equiv="refresh" content="0;url=//evil.example">',
  "onmouseover=alert(1)",
  "<math><mi xlink:href=javascript:alert(1)>",
];

const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f)).map((c) => String.fromCharCode(c));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Text long enough for every limit: field maximums, the 100 KB body limit and past it. */
export const hugeString = fc
  .tuple(
    fc.constantFrom(101, 201, 256, 501, 1_001, 5_001, 10_000, 40_000, 99_000, 100_500, 130_000),
    fc.constantFrom("A", "é", "😀", "\u0000", "'", "<", "%", "&", " ", "\ud800"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** A short hostile string (no huge ones): what goes in field names, paths and headers. */
export const shortNastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...SCRIPT_PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 30 }) },
);

/** Any hostile string, now and then a huge one; pieces are also glued together. */
export const nastyString = fc.oneof(
  { weight: 10, arbitrary: shortNastyString },
  { weight: 3, arbitrary: fc.array(shortNastyString, { minLength: 2, maxLength: 4 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: hugeString },
);

/** Text a person could type that the rules accept, but with hostile content (stored if the rest is valid). */
export const acceptableNastyText = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS.filter((s) => !s.includes("\u0000"))),
  fc.constantFrom(...SCRIPT_PAYLOADS),
  fc.constantFrom("👍🏽👨‍👩‍👧‍👦", "a\ud800b", "𝕏𝔸𝕄𝕃 𐐷 𠜎", "\u202eevil\u202c", "İıſK", "e\u0301\u0301\u0301", "\ufeffBOM"),
  fc.string({ unit: "grapheme", minLength: 2, maxLength: 60 }),
);

/** A value of the wrong type where text is expected, including deep nesting and prototype keys. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      2_147_483_648,
      [],
      {},
      [null],
      [""],
      ["a", "b"],
      { $ne: null },
      { $gt: "" },
      { toString: "x" },
      JSON.parse('{"__proto__": {"isAdmin": true, "polluted": "yes"}}'),
      JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.array(shortNastyString, { maxLength: 3 }) },
  { weight: 2, arbitrary: fc.dictionary(shortNastyString, shortNastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 500 }).map(nestedArray) },
);

/** [[[…"x"…]]] nested `depth` times. */
export function nestedArray(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Either a hostile string or a value of the wrong type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: wrongTypeValue },
);
