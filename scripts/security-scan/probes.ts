// What an anonymous client can do cheaply, tried the way an attacker would with curl: each probe sends a few
// requests straight to the site and says what it found wrong. The scanners look for injections; these look for
// abuse that answers 200 (a cache emptied, a counter inflated, a redirect to another site, mail sent at will).
// A render slot left stuck by visitors who leave mid-render needs a render held open to show itself reliably: the
// integration test (tests/integration/response-cache-render-slots.test.ts) holds one with a database lock.
import net from "node:net";
import { SAMPLE_LEAD } from "./sample-values.ts";

export interface ProbedSite {
  url: string;
  /** A staff account of the scanned server (ADMIN_USERNAME and ADMIN_PASSWORD), or null when it has none we know. */
  admin: { username: string; password: string } | null;
  /** A published landing page's slug. */
  landingSlug: string;
}

export interface ProbeResult {
  name: string;
  /** What went wrong; empty: the probe found nothing. */
  problems: string[];
  /** Probes that need what the site does not offer (a known staff account) say so instead of passing. */
  skipped?: string;
}

interface Probe {
  name: string;
  run(site: ProbedSite): Promise<string[] | { skipped: string }>;
}

const PROBE_AGENT = "Mozilla/5.0 (X11; Linux x86_64) security-probe";

/** Each probe's requests come from addresses of their own (the scanned server trusts the local proxy's header). */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function send(site: ProbedSite, path: string, init: RequestInit & { from?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", init.from ?? freshAddress());
  if (!headers.has("User-Agent")) headers.set("User-Agent", PROBE_AGENT);
  const response = await fetch(site.url + path, { ...init, headers, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

const postJson = (site: ProbedSite, path: string, body: unknown, from?: string) =>
  send(site, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify(body),
    from,
  });

/** A lead sent through the API: what a consultation booking needs. */
async function newLead(site: ProbedSite): Promise<{ leadId: number; leadToken: string }> {
  const answer = await postJson(site, "/api/estimates", {
    ...SAMPLE_LEAD,
    requestType: "estimate",
    sourcePage: "pools",
    consentToContact: true,
  });
  if (answer.status !== 201) throw new Error(`POST /api/estimates answered ${answer.status}`);
  const { id, leadToken } = JSON.parse(answer.body) as { id: number; leadToken: string };
  return { leadId: id, leadToken };
}

/** A stored answer carries script hashes in its policy instead of the nonce of a render. */
const isStored = (headers: Headers) => (headers.get("content-security-policy") ?? "").includes("'sha256-");

async function storedEtag(site: ProbedSite, path: string, cookie?: string): Promise<string | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await send(site, path, cookie ? { headers: { Cookie: cookie } } : {});
    if (isStored(answer.headers)) return answer.headers.get("etag");
  }
  return null;
}

/** The status line of a request written by hand (headers Node's client would refuse or fix). */
function rawStatus(site: ProbedSite, request: string): Promise<number> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let head = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error("closed without an answer")));
  });
}

async function signIn(site: ProbedSite, from: string): Promise<string | null> {
  if (!site.admin) return null;
  const answer = await send(site, "/admin-login", {
    method: "POST",
    from,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: new URLSearchParams({ identifier: site.admin.username, password: site.admin.password }).toString(),
  });
  const cookie = answer.headers.getSetCookie().find((c) => /ffp_staff=[^;]/.test(c));
  return answer.status === 302 && cookie ? cookie.split(";")[0]! : null;
}

const PROBES: Probe[] = [
  {
    name: "a signed-in visitor's redirect after sign-in stays on the site",
    async run(site) {
      const cookie = await signIn(site, freshAddress());
      if (!cookie) return { skipped: "no staff account to sign in with" };
      const problems: string[] = [];
      for (const target of ["/.//evil.example/phish", "/%2e//evil.example/", "/x/..//evil.example", "//evil.example"]) {
        const answer = await send(site, `/admin-login?${new URLSearchParams({ redirectTo: target })}`, {
          headers: { Cookie: cookie },
        });
        const location = answer.headers.get("location") ?? "";
        if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) {
          problems.push(`redirectTo=${target} sent a signed-in visitor to ${location}`);
        }
      }
      return problems;
    },
  },
  {
    name: "wrong passwords lock out the guessing address, not the account",
    async run(site) {
      if (!site.admin) return { skipped: "no staff account to sign in with" };
      const attacker = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await send(site, "/admin-login", {
          method: "POST",
          from: attacker,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
          body: new URLSearchParams({ identifier: site.admin.username, password: `wrong password ${i}` }).toString(),
        });
        statuses.push(answer.status);
      }
      const problems: string[] = [];
      if (!statuses.includes(429)) problems.push(`six wrong passwords from one address answered ${statuses.join(" ")}`);
      if (!(await signIn(site, freshAddress()))) problems.push("the owner could not sign in from another address");
      return problems;
    },
  },
  {
    name: "a visitor's post does not empty the response cache",
    async run(site) {
      const before = await storedEtag(site, "/pools");
      if (!before) return ["/pools was never answered from the response cache"];
      await send(site, `/api/landing-pages/${site.landingSlug}/track-view`, { method: "POST" });
      await postJson(site, "/api/estimates", { ...SAMPLE_LEAD, website: "https://spam.example" });
      await send(site, "/admin/resources/new", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: "title=probe",
      });
      const after = await send(site, "/pools");
      return isStored(after.headers) && after.headers.get("etag") === before
        ? []
        : ["/pools was rendered again after anonymous posts: they emptied the cache"];
    },
  },
  {
    name: "a made-up staff cookie gets the stored answer",
    async run(site) {
      const problems: string[] = [];
      for (const cookie of ["ffp_staff=x", `__Host-ffp_staff=${"A".repeat(43)}`, "a=1; xffp_staff=y"]) {
        if (!(await storedEtag(site, "/about", cookie))) problems.push(`Cookie: ${cookie} bypassed the cache`);
      }
      return problems;
    },
  },
  {
    name: "a flood of view counts and call clicks is bounded",
    async run(site) {
      const from = freshAddress();
      const counted = async (path: string, init: RequestInit) => {
        let accepted = 0;
        for (let i = 0; i < 40; i++) if ((await send(site, path, { ...init, from })).status < 300) accepted++;
        return accepted;
      };
      const views = await counted(`/api/landing-pages/${site.landingSlug}/track-view`, { method: "POST" });
      const clicks = await counted("/api/call-clicks", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ path: "/pools", office: "ocala" }),
      });
      const problems: string[] = [];
      if (views >= 40) problems.push("40 view counts from one address were all counted");
      if (clicks >= 40) problems.push("40 call clicks from one address were all counted");
      return problems;
    },
  },
  {
    name: "a name cannot carry extra lines into an e-mail",
    async run(site) {
      const answer = await postJson(site, "/api/estimates", {
        ...SAMPLE_LEAD,
        firstName: "Jo,\n\nYour deposit is due: pay at https://evil.example/pay",
        requestType: "estimate",
        consentToContact: true,
      });
      return answer.status === 400 ? [] : [`a first name with line breaks answered ${answer.status}`];
    },
  },
  {
    name: "a consultation start far outside the booking window is refused, not a server error",
    async run(site) {
      const lead = await newLead(site);
      const answer = await postJson(site, "/api/consultations", {
        ...lead,
        officeId: "ocala",
        start: "6054-01-01T14:00:00.000Z",
      });
      return answer.status >= 400 && answer.status < 500 ? [] : [`a start in 6054 answered ${answer.status}`];
    },
  },
  {
    name: "moving a consultation again and again is bounded (each move e-mails the visitor and the office)",
    async run(site) {
      const from = freshAddress();
      const free = JSON.parse((await send(site, "/api/consultations/slots?officeId=ocala", { from })).body) as {
        slots: { start: string }[];
      };
      const [first, ...others] = free.slots.map((slot) => slot.start);
      if (!first || others.length < 2) return { skipped: "fewer than three free consultation times at Ocala" };
      const booked = await postJson(site, "/api/consultations", {
        ...(await newLead(site)),
        officeId: "ocala",
        start: first,
      });
      if (booked.status !== 201) return [`booking a free time answered ${booked.status}`];
      let token = (JSON.parse(booked.body) as { manageToken: string }).manageToken;
      const statuses: number[] = [];
      for (let move = 0; move < 15; move++) {
        const answer = await send(site, `/consultation/${token}`, {
          method: "POST",
          from,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
          body: new URLSearchParams({ intent: "move", office: "ocala", start: others[move % 2]! }).toString(),
        });
        statuses.push(answer.status);
        if (answer.status === 429) return [];
        const moved = /\/consultation\/([^/?]+)/.exec(answer.headers.get("location") ?? "");
        if (moved) token = moved[1]!;
      }
      return [`15 moves of one booking from one address answered ${statuses.join(" ")}, none refused`];
    },
  },
  {
    name: "bad Host headers and unknown methods get 400 and 405",
    async run(site) {
      const problems: string[] = [];
      const expect = async (request: string, allowed: number[], what: string) => {
        const status = await rawStatus(site, request);
        if (!allowed.includes(status)) problems.push(`${what} answered ${status}`);
      };
      await expect("GET / HTTP/1.1\r\nConnection: close\r\n\r\n", [400], "no Host");
      await expect("GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n", [400], "Host [::1");
      await expect("GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n", [400], "Host 'a b'");
      await expect("TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", [405], "TRACE /");
      return problems;
    },
  },
];

export async function runProbes(site: ProbedSite): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const probe of PROBES) {
    try {
      const outcome = await probe.run(site);
      results.push(
        Array.isArray(outcome)
          ? { name: probe.name, problems: outcome }
          : { name: probe.name, problems: [], skipped: outcome.skipped },
      );
    } catch (error) {
      results.push({ name: probe.name, problems: [`could not run: ${(error as Error).message}`] });
    }
  }
  return results;
}
