// Sends fuzz requests with bounded concurrency and checks every answer: no
// 5xx, no leaked error text. Each request is tagged (User-Agent), so a stored
// lead can be traced back to the request that wrote it.
import http from "node:http";
import zlib from "node:zlib";
import { findLeak } from "./leaks.ts";
import { type FuzzRequest, wirePath } from "./request-parts.ts";

/** The target whose 201 answers carry the stored lead's id. */
export const API_ESTIMATES = "POST /api/estimates";

export interface SentRecord {
  tag: string;
  target: string;
  status: number;
  /** The id a 201 from POST /api/estimates returned. */
  leadId?: number;
  /** The session cookie a successful sign-in set. */
  setSession?: boolean;
}

export interface Problem {
  target: string;
  tag: string;
  reason: string;
  request: string;
  response: string;
}

export interface Tally {
  sent: number;
  /** Answers by status; 0 counts requests that got no answer. */
  byStatus: Map<number, number>;
}

export interface FuzzRun {
  records: Map<string, SentRecord>;
  tallies: Map<string, Tally>;
  problems: Problem[];
  sent: number;
}

export function newFuzzRun(): FuzzRun {
  return { records: new Map(), tallies: new Map(), problems: [], sent: 0 };
}

const decoder = new TextDecoder("utf-8", { fatal: false });

function bodyText(body: FuzzRequest["body"]): string {
  if (body === undefined) return "";
  return typeof body === "string" ? body : decoder.decode(body);
}

/** A short, reproducible description of a request for the failure report. */
export function describeRequest(request: FuzzRequest): string {
  const text = bodyText(request.body);
  const body =
    text.length > 600 ? `${JSON.stringify(text.slice(0, 600))}… (${text.length} chars)` : JSON.stringify(text);
  const headers = Object.entries(request.headers)
    .map(
      ([name, value]) =>
        `${name}: ${JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…(${value.length})` : value)}`,
    )
    .join("; ");
  return `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path}${request.chunked ? " (chunked)" : ""}\n  headers: ${headers}\n  body: ${body}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Closes the kept-alive connections (when the run is over). */
export function closeConnections(): void {
  agent.destroy();
}

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

/**
 * One request over node:http (cheaper than fetch, and the path goes on the
 * wire as written, dot segments and all). A body is sent with its length, or
 * in 64 KB chunks without one. An answer that arrives while the body is still
 * being sent counts: the server may refuse an oversized body early.
 */
function exchange(
  baseUrl: string,
  request: FuzzRequest,
  headers: Record<string, string>,
  retried = false,
): Promise<Answer> {
  const url = new URL(baseUrl);
  const body =
    request.body === undefined
      ? undefined
      : Buffer.from(typeof request.body === "string" ? new TextEncoder().encode(request.body) : request.body);
  if (body && !request.chunked) headers["Content-Length"] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: wirePath(request.path),
        method: request.method,
        headers,
        agent: request.ownConnection ? false : agent,
        timeout: 60_000,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          try {
            const text = decodeBody(Buffer.concat(chunks), res.headers["content-encoding"]).toString("utf8");
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => {
      if (answered) return;
      // A kept-alive connection the server had just closed: the request never reached it, send it again once.
      if (req.reusedSocket && !retried && (error as NodeJS.ErrnoException).code === "ECONNRESET") {
        resolve(exchange(baseUrl, request, headers, true));
      } else {
        reject(error);
      }
    });
    if (body && request.chunked) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        req.write(body.subarray(offset, offset + 64 * 1024));
      req.end();
    } else {
      req.end(body);
    }
  });
}

async function sendOne(baseUrl: string, run: FuzzRun, target: string, request: FuzzRequest, tag: string) {
  const tally = run.tallies.get(target) ?? { sent: 0, byStatus: new Map() };
  run.tallies.set(target, tally);
  tally.sent += 1;
  run.sent += 1;
  const problem = (reason: string, response = "") =>
    run.problems.push({ target, tag, reason, request: describeRequest(request), response: response.slice(0, 1_500) });

  let answer: Answer;
  try {
    answer = await exchange(baseUrl, request, { ...request.headers, "User-Agent": tag });
  } catch (error) {
    tally.byStatus.set(0, (tally.byStatus.get(0) ?? 0) + 1);
    if (!request.mayDropConnection) problem(`no answer: ${String(error)}`);
    return;
  }

  const { status, text } = answer;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  const record: SentRecord = { tag, target, status };
  if (status === 201 && target === API_ESTIMATES) {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    if (typeof id === "number") record.leadId = id;
  }
  const setCookies = answer.headers["set-cookie"] ?? [];
  if (setCookies.some((c) => /^(__Host-)?ffp_staff=[^;]+/.test(c))) record.setSession = true;
  run.records.set(tag, record);

  if (status >= 500) problem(`answered ${status}`, text);
  // A redirect (the sign-in's redirectTo) never leaves the site, whatever was asked for.
  const location = answer.headers.location;
  if (location && new URL(location, baseUrl).origin !== new URL(baseUrl).origin)
    problem(`redirects off-site to ${location}`);
  const sent = `${request.path}\n${Object.values(request.headers).join("\n")}\n${bodyText(request.body)}`;
  const headerText = Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join("\n");
  const leak = findLeak(text, sent) ?? findLeak(headerText, sent);
  if (leak) problem(`error details in the answer (${status})`, leak);
}

/** Sends the requests `concurrency` at a time; `tagPrefix` + index tags each one. */
export async function sendAll(
  baseUrl: string,
  run: FuzzRun,
  target: string,
  requests: FuzzRequest[],
  tagPrefix: string,
  concurrency: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      await sendOne(baseUrl, run, target, requests[index]!, `${tagPrefix}-${index}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
}
