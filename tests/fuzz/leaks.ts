// What must never appear in an answer: stack frames, source paths, error
// class names and database error texts (they tell an attacker how the site
// is built). A match is ignored when the request itself carried that text,
// since forms rightly echo what was typed.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LEAK_PATTERNS: RegExp[] = [
  // "    at handler (/srv/app/x.ts:12:3)" and "at async Promise.all (index 0)"
  /\n\s*at (?:async )?[^\n]*(?::\d+:\d+|\(index \d+\)|\(native\)|<anonymous>)/,
  /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|\/|node:|[A-Z]:\\)/,
  // (The development build links fonts from "/node_modules/…": a URL, not a file path.)
  /(?<!["'(]\/)node_modules/,
  /\bnode:internal\b/,
  new RegExp(escapeRegExp(process.cwd())),
  // A source file with a line number: app/routes/x.tsx:12
  /\b(?:app|server|db|tests)\/[\w./-]+\.(?:ts|tsx|js|mjs|cjs):\d+/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError|EvalError|InternalError|AggregateError)\b/,
  /\b(?:ZodError|DrizzleQueryError|DrizzleError|PGliteError|DatabaseError|PostgresError)\b/,
  /Failed query:|Maximum call stack/,
  /syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint|invalid input syntax for|unsupported Unicode escape|value too long for type|invalid byte sequence for encoding/,
];

// The development build (the integration tests' app) links files outside the project root, e.g. a
// node_modules folder reached through a symbolic link, as "/@fs/<absolute path>": asset URLs, not leaks.
const DEV_FILE_URL = /(["'(])\/@fs\/[^"')\s]*/g;

/** The first tell-tale text of a leaked error in `body`, or null. */
export function findLeak(answer: string, sentText: string): string | null {
  const body = answer.replace(DEV_FILE_URL, "$1");
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(body);
    if (!match) continue;
    const found = match[0].trim();
    if (found && sentText.includes(found)) continue;
    const start = Math.max(0, match.index - 80);
    return body.slice(start, match.index + match[0].length + 80);
  }
  return null;
}
