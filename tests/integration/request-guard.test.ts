// Requests no page can answer (a missing or broken Host, a method the site does not use) and a form posted from
// another site: each gets a 4xx and a warning in the log, never a 500 with an error's stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPagePayload } from "../support/lead-payloads.ts";
import { type ExtraApp, startAppWith } from "../setup/test-app.ts";
import { LOG_LEVELS, type LogLine, captureLogs } from "../support/logs.ts";
import { leadsWithPhone } from "../support/leads.ts";
import { postForm, rawHttp } from "../support/http.ts";

let app: ExtraApp;
let logs: LogLine[];

beforeAll(async () => {
  const captured = captureLogs();
  logs = captured.lines;
  app = await startAppWith({ logger: captured.logger });
}, 180_000);

afterAll(() => app.close());

/** The status line and headers of a raw answer. */
const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(answer.split("\r\n\r\n")[0]!)?.[1];

/** What the log got while `send` ran. */
async function loggedWhile<T>(send: () => Promise<T>) {
  const from = logs.length;
  const result = await send();
  return { result, lines: logs.slice(from) };
}

const errorsIn = (lines: LogLine[]) => lines.filter((line) => line.level >= LOG_LEVELS.error);
const warningsIn = (lines: LogLine[]) => lines.filter((line) => line.level === LOG_LEVELS.warn);

describe("a request no page can answer", () => {
  it("answers a missing or broken Host with 400, logged as a warning", async () => {
    const requests = [
      "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
      "GET /pools HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n",
      "GET /api/pools HTTP/1.1\r\nHost: exa mple.com\r\nConnection: close\r\n\r\n",
      "POST /contact HTTP/1.1\r\nHost: [::1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
      // HTTP/1.1 requires a Host; the server itself refuses one without.
      "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    ];
    for (const request of requests) {
      const { result, lines } = await loggedWhile(() => rawHttp(app.baseUrl, request));
      expect(statusOf(result), request).toBe(400);
      expect(errorsIn(lines), request).toEqual([]);
    }
    const { result, lines } = await loggedWhile(() =>
      rawHttp(app.baseUrl, "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"),
    );
    expect(result).toContain("The request's Host header is missing or not valid.");
    expect(warningsIn(lines).map((line) => line.msg)).toContain("request refused: bad Host");
  });

  it("answers an HTTP/1.0 request without Host as a request for the site itself", async () => {
    const { result, lines } = await loggedWhile(() => rawHttp(app.baseUrl, "GET /about HTTP/1.0\r\n\r\n"));
    expect(statusOf(result)).toBe(200);
    expect(result).toContain("</html>");
    expect(errorsIn(lines)).toEqual([]);
  });

  it("answers TRACE and other methods the site does not use with 405 and Allow, logged as a warning", async () => {
    // (A method Node's parser does not know, such as TRACK or FOO, is answered 400 by Node itself.)
    for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/api/estimates", "/contact"]) {
        const { result, lines } = await loggedWhile(() =>
          rawHttp(app.baseUrl, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        );
        expect(statusOf(result), `${method} ${path}`).toBe(405);
        expect(headerOf(result, "Allow"), `${method} ${path}`).toBe("GET, HEAD, POST");
        expect(errorsIn(lines), `${method} ${path}`).toEqual([]);
        expect(warningsIn(lines).map((line) => line.msg)).toContain("request refused: method not allowed");
      }
    }
    const api = await rawHttp(app.baseUrl, "TRACE /api/pools HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(api).toContain('{"message":"Method not allowed. Use GET, HEAD, POST."}');
  });

  it("still answers GET, HEAD and POST", async () => {
    expect((await app.request("/about")).status).toBe(200);
    expect((await app.request("/about", { method: "HEAD" })).status).toBe(200);
    const post = await app.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(400);
  });
});

describe("a form posted from another site", () => {
  it("is refused and logged as a warning, without an error's stack, and stores nothing", async () => {
    const { phone, ...contact } = contactPagePayload();
    for (const origin of ["https://evil.example", "null"]) {
      const { result, lines } = await loggedWhile(() =>
        postForm(
          "/contact",
          { name: "Ana Silva", email: contact.email, phone, message: "Hello", consentToContact: "on" },
          { headers: { Origin: origin }, app },
        ),
      );
      expect(result.response.status, origin).toBe(400);
      expect(errorsIn(lines), origin).toEqual([]);
      expect(warningsIn(lines).map((line) => line.msg)).toContain("cross-site form post refused");
    }
    expect(await leadsWithPhone(phone)).toEqual([]);
  });
});
