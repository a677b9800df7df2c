// One GET through node:http, which (unlike fetch) keeps the raw header list and the body bytes as sent,
// still compressed: the recording the bare server replays, and the check that it replays it exactly.
import http from "node:http";

export function recordResponse(url, headers) {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: false });
    http
      .get(url, { headers, agent }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            statusMessage: res.statusMessage,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Header name/value pairs, in order, leaving out the ones that differ by nature (Date). */
function comparableHeaders(rawHeaders) {
  const pairs = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i].toLowerCase() !== "date") pairs.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  }
  return pairs;
}

/** The first difference between two recordings, or null when status, headers (but Date) and body bytes match. */
export function firstDifference(expected, actual) {
  if (expected.status !== actual.status) return `status ${actual.status}, expected ${expected.status}`;
  const a = comparableHeaders(expected.rawHeaders);
  const b = comparableHeaders(actual.rawHeaders);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `header ${i + 1}: "${b[i]}", expected "${a[i]}"`;
  }
  if (!expected.body.equals(actual.body))
    return `body differs (${actual.body.length} bytes, expected ${expected.body.length})`;
  return null;
}

/** The value of a header in a raw header list (case-insensitive name), or undefined. */
export function headerValue(rawHeaders, name) {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i].toLowerCase() === name) return rawHeaders[i + 1];
  }
  return undefined;
}
