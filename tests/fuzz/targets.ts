// What the fuzz test sends where: every public form action, every /api route
// and the staff sign-in, each with its own generator of hostile requests.
import fc from "fast-check";
import { FORM_SERVED_COOKIE } from "~/services/leads/form-token.server";
import {
  type Entries,
  type TokenKind,
  apiEntries,
  asFormFields,
  contactEntries,
  estimateEntries,
  homeEntries,
  junkEntries,
  tokenKind,
} from "./lead-payloads.ts";
import { nastyString, shortNastyString, wrongTypeValue } from "./nasty-values.ts";
import {
  type FuzzRequest,
  contentTypeFor,
  cookieHeader,
  encodeFields,
  extraHeaders,
  fieldEncoding,
  garbageBody,
  headerValue,
  malformedJson,
  queryString,
  rawBytes,
} from "./request-parts.ts";
import { API_ESTIMATES } from "./send.ts";

export interface FuzzContext {
  /** The app's own origin, for same-site form posts. */
  origin: string;
  /** A form-time cookie value of that kind (undefined: send none). */
  formTime(kind: TokenKind): string | undefined;
  /** A real staff account, so some sign-ins get past the password check. */
  staff: { username: string; password: string };
  /** Published landing page slugs (html and built-in page). */
  landingSlugs: string[];
}

export interface FuzzTarget {
  name: string;
  /** Generated requests to send. */
  runs: number;
  /** A 2xx answer may have stored a lead. */
  takesLeads: boolean;
  arbitrary: fc.Arbitrary<FuzzRequest>;
  /** Sent in batches of this size (default: all at once through the pool). */
  batchSize?: number;
}

const METHODS_WITH_BODY = ["POST", "PUT", "PATCH", "DELETE"];

/** A path segment: usually encoded, sometimes raw (bad percent-encoding, slashes, dots). */
const pathSegment = fc.oneof(
  { weight: 3, arbitrary: shortNastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "\ufffd"))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%",
      "%E0%A4%A",
      "%00",
      "%2F",
      "..",
      ".",
      "%2e%2e",
      "a%ZZ",
      "%C0%AF",
      "%ED%A0%80",
      "~",
      "-",
      "_.data",
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,40}$/) },
  { weight: 1, arbitrary: fc.constant("x".repeat(300)) },
);

/** A form post: fields in one of several encodings, or a body that is no form at all. */
function formRequest(
  ctx: FuzzContext,
  paths: fc.Arbitrary<string>,
  entries: fc.Arbitrary<Entries>,
  { origin = false }: { origin?: boolean } = {},
): fc.Arbitrary<FuzzRequest> {
  const fields = fc.oneof(
    { weight: 6, arbitrary: entries },
    { weight: 1, arbitrary: junkEntries },
    { weight: 1, arbitrary: fc.constant<Entries>([]) },
  );
  const body = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.tuple(fields, fieldEncoding).map(([list, encoding]) => encodeFields(asFormFields(list), encoding)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 12_000 }).map((n) => "a=1&".repeat(n)) },
    { weight: 1, arbitrary: garbageBody },
  );
  return fc
    .record({
      path: paths,
      body,
      contentType: contentTypeFor("form"),
      cookie: cookieHeader,
      formTime: tokenKind,
      extra: extraHeaders,
      originHeader: origin
        ? fc.oneof(
            { weight: 8, arbitrary: fc.constant(ctx.origin) },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                "null",
                "https://evil.example",
                ctx.origin + ".evil.example",
                "",
                "http://localhost:3000",
              ),
            },
            { weight: 1, arbitrary: shortNastyString },
          )
        : fc.constant(undefined),
    })
    .map(({ path, body, contentType, cookie, formTime, extra, originHeader }) =>
      request("POST", path, body, {
        ...extra,
        "Content-Type": contentType,
        Cookie: withFormTime(ctx, cookie, formTime),
        Origin: originHeader,
      }),
    );
}

/** The Cookie header with a form-time cookie of that kind added (none for "absent"). */
function withFormTime(ctx: FuzzContext, cookie: string | undefined, kind: TokenKind): string | undefined {
  const served = ctx.formTime(kind);
  if (served === undefined) return cookie;
  const formTime = `${FORM_SERVED_COOKIE}=${served}`;
  return cookie === undefined ? formTime : `${cookie}; ${formTime}`;
}

function request(
  method: string,
  path: string,
  body: string | Uint8Array | undefined,
  headers: Record<string, string | undefined>,
): FuzzRequest {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) clean[name] = headerValue(value);
  return { method, path, body, headers: clean };
}

/** Mostly the client-side data request (cheap), now and then the no-JavaScript document post (renders the page). */
function dataOrDocument(dataPaths: fc.Arbitrary<string>, documentPaths: fc.Arbitrary<string>) {
  return fc.oneof({ weight: 60, arbitrary: dataPaths }, { weight: 1, arbitrary: documentPaths });
}

const withQuery = (path: string, keys: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(path) },
    { weight: 1, arbitrary: queryString(keys).map((q) => `${path}${path.includes("?") ? "&" : "?"}${q}`) },
  );

export function fuzzTargets(ctx: FuzzContext): FuzzTarget[] {
  const contactPaths = dataOrDocument(
    withQuery("/contact.data", ["sourcePage", "source", "from", "utm_source", "index"]),
    withQuery("/contact", ["sourcePage", "source"]),
  );
  const estimatePaths = dataOrDocument(
    fc.oneof(
      withQuery("/estimate.data", ["type", "poolId", "poolName", "sourcePage", "service", "size"]),
      withQuery("/free-estimate.data", ["type", "poolId", "sourcePage"]),
    ),
    fc.oneof(withQuery("/estimate", ["type", "poolId", "poolName", "sourcePage"]), fc.constant("/free-estimate")),
  );
  const homePaths = dataOrDocument(
    fc.oneof(
      { weight: 8, arbitrary: fc.constant("/_.data?index") },
      { weight: 1, arbitrary: withQuery("/_.data", ["index", "_routes"]) },
    ),
    fc.constant("/?index"),
  );

  const slugPaths = fc.oneof(
    fc.constantFrom(...ctx.landingSlugs, "fiberglass-pools", "pool-packages", "free-estimate", "no-such-page"),
    pathSegment,
    fc.tuple(pathSegment, pathSegment).map(([a, b]) => `${a}/${b}`),
    fc.tuple(pathSegment, pathSegment, pathSegment).map(([a, b, c]) => `${a}/${b}/${c}`),
    pathSegment.map((s) => `enhanced-test/${s}`),
    fc.constantFrom(...ctx.landingSlugs).map((s) => `enhanced-test/${s}`),
  );
  const landingPaths = fc.oneof(
    { weight: 20, arbitrary: slugPaths.map((s) => `/${s}.data`) },
    { weight: 1, arbitrary: slugPaths.map((s) => `/${s}`) },
  );
  const landingEntries = fc.oneof(contactEntries, estimateEntries, junkEntries);

  // The blog and landing pages read their query and path; the lists ignore theirs (and /api/pools is a big answer).
  const apiGetPaths = fc.oneof(
    { weight: 1, arbitrary: withQuery("/api/pools", ["manufacturer", "page", "limit"]) },
    { weight: 2, arbitrary: withQuery("/api/manufacturers", ["enabled"]) },
    { weight: 6, arbitrary: withQuery("/api/blog", ["page", "limit", "status", "category", "author", "search"]) },
    { weight: 2, arbitrary: withQuery("/api/url-mappings", ["legacyUrl"]) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...ctx.landingSlugs), pathSegment),
          fc.option(queryString(["preview"]), { nil: undefined }),
        )
        .map(([slug, q]) => `/api/landing-pages/${slug}${q === undefined ? "" : `?${q}`}`),
    },
  );

  const apiEstimatesBody = fc.oneof(
    {
      weight: 14,
      arbitrary: fc
        .tuple(apiEntries, fc.option(fc.constantFrom("", "http://spam.example", " "), { nil: undefined }))
        .map(([entries, honeypot]) => {
          const extra: Entries = [];
          if (honeypot !== undefined) extra.push(["website", honeypot]);
          return JSON.stringify(Object.fromEntries([...entries, ...extra]));
        }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.dictionary(shortNastyString, wrongTypeValue, { maxKeys: 12 }).map((v) => JSON.stringify(v)),
    },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: rawBytes },
    { weight: 1, arbitrary: nastyString },
  );

  const anyBody = fc.oneof(
    fc.constant(undefined),
    garbageBody,
    apiEstimatesBody,
    fc.tuple(junkEntries, fieldEncoding).map(([e, enc]) => encodeFields(asFormFields(e), enc)),
  );
  const anyContentType = fc.oneof(contentTypeFor("json"), contentTypeFor("form"));

  /** Wrong methods and paths on /api: 404, 405, 401 and 403, never 5xx. */
  const apiOtherPaths = fc.oneof(
    fc.constantFrom("/api/pools", "/api/manufacturers", "/api/blog", "/api/url-mappings", "/api/estimates"),
    fc.oneof(fc.constantFrom(...ctx.landingSlugs), pathSegment).map((s) => `/api/landing-pages/${s}/track-view`),
    fc.oneof(fc.constantFrom(...ctx.landingSlugs), pathSegment).map((s) => `/api/landing-pages/${s}`),
    fc.constantFrom(
      "/api/admin/me",
      "/api/admin/users",
      "/api/admin/uploads",
      "/api/admin/video-uploads",
      "/api/admin/leads/export?view=all",
      "/api/admin/leads/export?view=%zz&status=%00",
    ),
    fc.tuple(pathSegment, fc.option(pathSegment, { nil: undefined })).map(([a, b]) => `/api/${a}${b ? `/${b}` : ""}`),
    fc.constantFrom(
      "/api",
      "/api/",
      "/api//pools",
      "/api/pools/",
      "/api/pools.data",
      "/api/estimates/1",
      "/api/estimates/%",
    ),
  );

  return [
    {
      name: API_ESTIMATES,
      runs: 2_600,
      takesLeads: true,
      arbitrary: fc
        .record({
          body: apiEstimatesBody,
          contentType: contentTypeFor("json"),
          cookie: cookieHeader,
          formTime: tokenKind,
          extra: extraHeaders,
          path: fc.oneof(
            { weight: 12, arbitrary: fc.constant("/api/estimates") },
            { weight: 1, arbitrary: withQuery("/api/estimates", ["index", "_routes", "id"]) },
          ),
        })
        .map(({ body, contentType, cookie, formTime, extra, path }) =>
          request("POST", path, body, {
            ...extra,
            "Content-Type": contentType,
            Cookie: withFormTime(ctx, cookie, formTime),
          }),
        ),
    },
    { name: "POST /contact", runs: 1_200, takesLeads: true, arbitrary: formRequest(ctx, contactPaths, contactEntries) },
    {
      name: "POST /estimate",
      runs: 1_200,
      takesLeads: true,
      arbitrary: formRequest(ctx, estimatePaths, estimateEntries),
    },
    {
      name: "POST / (home contact form)",
      runs: 800,
      takesLeads: true,
      arbitrary: formRequest(ctx, homePaths, homeEntries),
    },
    {
      name: "POST landing pages",
      runs: 500,
      takesLeads: true,
      arbitrary: formRequest(ctx, landingPaths, landingEntries),
    },
    {
      name: "POST /admin-login",
      runs: 600,
      takesLeads: false,
      // The sign-in locks an address out after 20 failures: counters are cleared before each batch.
      batchSize: 16,
      arbitrary: fc.oneof(
        { weight: 9, arbitrary: formRequest(ctx, signInPaths(), signInEntries(ctx), { origin: true }) },
        {
          weight: 1,
          arbitrary: fc
            .record({ q: queryString(["redirectTo", "signedOut"]), cookie: cookieHeader, extra: extraHeaders })
            .map(({ q, cookie, extra }) =>
              request("GET", `/admin-login.data?${q}`, undefined, { ...extra, Cookie: cookie }),
            ),
        },
      ),
    },
    {
      name: "GET /api/*",
      runs: 2_000,
      takesLeads: false,
      arbitrary: fc
        .record({
          path: apiGetPaths,
          method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
          cookie: cookieHeader,
          extra: extraHeaders,
        })
        .map(({ path, method, cookie, extra }) => request(method, path, undefined, { ...extra, Cookie: cookie })),
    },
    {
      name: "other methods and paths on /api/*",
      runs: 1_200,
      // POST /api/estimates is among its paths.
      takesLeads: true,
      arbitrary: fc
        .record({
          path: apiOtherPaths,
          method: fc.constantFrom("GET", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
          body: anyBody,
          contentType: anyContentType,
          cookie: cookieHeader,
          extra: extraHeaders,
          origin: fc.constantFrom(undefined, ctx.origin, "https://evil.example", "null"),
        })
        .map(({ path, method, body, contentType, cookie, extra, origin }) =>
          METHODS_WITH_BODY.includes(method)
            ? request(method, path, body, { ...extra, "Content-Type": contentType, Cookie: cookie, Origin: origin })
            : request(method, path, undefined, { ...extra, Cookie: cookie, Origin: origin }),
        ),
    },
  ];
}

function signInPaths() {
  return dataOrDocument(
    withQuery("/admin-login.data", ["redirectTo", "signedOut", "index"]),
    withQuery("/admin-login", ["redirectTo"]),
  );
}

/** Sign-in fields: hostile identifiers and passwords, and the real account with a hostile redirectTo. */
function signInEntries(ctx: FuzzContext): fc.Arbitrary<Entries> {
  const redirectTo = fc.oneof(
    fc.constantFrom(
      "/admin/leads",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/admin-login",
      "/%0d%0aSet-Cookie:x=y",
      "/" + "a".repeat(2_100),
    ),
    nastyString,
  );
  const identifier = fc.oneof(
    fc.constantFrom(ctx.staff.username, ctx.staff.username.toUpperCase(), "admin", "admin@example.com", ""),
    nastyString,
  );
  const password = fc.oneof(fc.constantFrom("", "password", "x".repeat(1_025)), nastyString);
  const real = fc
    .tuple(redirectTo, fc.constantFrom(ctx.staff.username, ` ${ctx.staff.username} `))
    .map(([to, name]): Entries => [
      ["identifier", name],
      ["password", ctx.staff.password],
      ["redirectTo", to],
    ]);
  const hostile = fc
    .record({ identifier, password, redirectTo: fc.option(redirectTo, { nil: undefined }) })
    .map(({ identifier, password, redirectTo }): Entries => [
      ["identifier", identifier],
      ["password", password],
      ...(redirectTo === undefined ? [] : ([["redirectTo", redirectTo]] as Entries)),
    ]);
  const wrongTypes = fc.tuple(wrongTypeValue, wrongTypeValue).map(([id, pw]): Entries => [
    ["identifier", id],
    ["password", pw],
    ["identifier", "second"],
  ]);
  return fc.oneof(
    { weight: 1, arbitrary: real },
    { weight: 6, arbitrary: hostile },
    { weight: 1, arbitrary: wrongTypes },
  );
}

/** Bodies past the size limits, declared and streamed: 413 or, past the drain limit, a cut connection. */
export function floodRequests(ctx: FuzzContext): FuzzRequest[] {
  const endpoints: [string, string][] = [
    ["/api/estimates", "application/json"],
    ["/contact.data", "application/x-www-form-urlencoded"],
    ["/estimate.data", "application/x-www-form-urlencoded"],
    ["/_.data?index", "application/x-www-form-urlencoded"],
    ["/admin-login.data", "application/x-www-form-urlencoded"],
    ["/api/admin/users", "application/json"],
    ["/free-estimate.data", "application/x-www-form-urlencoded"],
  ];
  const sizes = [100 * 1024 + 1, 1024 * 1024, 3 * 1024 * 1024];
  const requests: FuzzRequest[] = [];
  for (const [path, contentType] of endpoints) {
    for (const size of sizes) {
      for (const chunked of [false, true]) {
        const body =
          contentType === "application/json" ? `{"message":"${"A".repeat(size)}"}` : `message=${"A".repeat(size)}`;
        requests.push({
          method: "POST",
          path,
          headers: { "Content-Type": contentType, Origin: ctx.origin },
          body,
          chunked,
          mayDropConnection: size > 2 * 1024 * 1024,
          ownConnection: true,
        });
      }
    }
  }
  return requests;
}
