// Load for the drills: N clients sending requests back to back until stopped,
// each answer kept with its timing (performance.now() milliseconds).

export interface Answer {
  /** HTTP status, or the network error's code (ECONNREFUSED while the server is down). */
  status: number | string;
  contentType: string;
  retryAfter: string | null;
  /** The body of an answer that is not a 2xx (what a visitor saw during a failure); "" otherwise. */
  body: string;
  startedAt: number;
  endedAt: number;
}

/** A client's pause after a network error: a restarting server is not hammered by busy loops. */
const RETRY_PAUSE_MS = 200;

export const isSuccess = (answer: Pick<Answer, "status">) =>
  typeof answer.status === "number" && answer.status >= 200 && answer.status < 300;

/** Sends one request and records the answer; a network error is an answer too. */
export async function timed(send: () => Promise<Response>): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await send();
    const body = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      retryAfter: response.headers.get("retry-after"),
      body: isSuccess(response) ? "" : body,
      startedAt,
      endedAt: performance.now(),
    };
  } catch (error) {
    const status = String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    return { status, contentType: "", retryAfter: null, body: "", startedAt, endedAt: performance.now() };
  }
}

export interface Load<T> {
  answers: T[];
  /** Stops starting new requests and waits for those in flight. */
  stop(): Promise<T[]>;
}

/** `concurrency` clients each calling attempt(n), n counting up across them, until stop(). */
export function startLoad<T>(concurrency: number, attempt: (n: number) => Promise<T>): Load<T> {
  const answers: T[] = [];
  let next = 0;
  let stopped = false;
  async function client() {
    while (!stopped) answers.push(await attempt(next++));
  }
  const clients = Array.from({ length: concurrency }, client);
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(clients);
      return answers;
    },
  };
}

/** "201: 480, 503: 12, ECONNREFUSED: 30" */
export function statusCounts(answers: Pick<Answer, "status">[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(String(a.status), (counts.get(String(a.status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}: ${n}`).join(", ") || "none";
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
