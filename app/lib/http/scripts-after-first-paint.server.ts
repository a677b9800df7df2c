import { Transform } from "node:stream";

// The page is server-rendered: its JavaScript only makes it interactive. On a
// slow phone the HTML, the stylesheet and the font should have the connection
// and the main thread to themselves until the page has painted; then the
// scripts load and hydrate. React Router writes module preloads into the head
// and a module script that imports the route modules at the end of the body;
// this rewrites both so that nothing is fetched or run before the first paint:
// - each `<link rel="modulepreload">` gets a rel browsers ignore, and
// - the module script becomes a small classic script that, after the next
//   paint (at once in a background tab), restores the preloads and inserts the
//   module script as it was (with the same CSP nonce), its code read from the
//   original element, which is kept with a type browsers do not run.
// React hydrates over the rewritten elements without complaint: it does not
// compare attributes or inline script text in production.

export const DEFERRED_PRELOAD_REL = "modulepreload-after-paint";

const PRELOAD = '<link rel="modulepreload"';
const DEFERRED_PRELOAD = `<link rel="${DEFERRED_PRELOAD_REL}"`;
const BOOTSTRAP_START = /<script nonce="([^"]*)" type="module" async="">/;
const SCRIPT_END = "</script>";
const HEAD_END = "</head>";
/** Longest text that could be the start of the bootstrap's opening tag (nonce included), kept for the next chunk. */
const CARRY = 200;

/**
 * The type that keeps React Router's module script inert until the page has painted: a data block, whose
 * type HTML requires to be a MIME type that is not JavaScript's.
 */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

/**
 * Preloads restored per task. Each one starts a fetch at once, 1-5 ms of the main thread on a fast machine: the
 * 12-20 of a page in one task made a task that Lighthouse's 4× slowdown counted as blocking time.
 */
const PRELOADS_PER_TASK = 4;

/**
 * React Router's module code, kept inert, and the classic script that runs it
 * as a module once the page has painted. The code stays an inline script
 * element of its own so that a stored page (server/response-cache.ts) can
 * allow it by its hash when it carries no nonce.
 */
export function afterFirstPaintScript(nonce: string, moduleCode: string): string {
  return (
    `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}">${moduleCode}</script>` +
    // Short names: this script is in every page, and the home page is at its HTML budget. d: the document, c: the
    // inert code element, l: the parked preloads, a: a background tab, n: preloads per task, r: run the code,
    // g: restore the next preloads.
    `<script nonce="${nonce}">(function(){var d=document,c=d.currentScript.previousElementSibling,` +
    `l=Array.from(d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')),a=d.hidden,` +
    `n=a?l.length:${PRELOADS_PER_TASK};` +
    `function r(){var s=d.createElement("script");s.type="module";s.nonce=c.nonce;s.textContent=c.textContent;` +
    `d.body.appendChild(s)}` +
    `function g(){l.splice(0,n).forEach(function(k){k.rel="modulepreload"});l.length?setTimeout(g):a?r():setTimeout(r)}` +
    `a?g():requestAnimationFrame(function(){setTimeout(g)})})()</script>`
  );
}

/** Length of the end of `bytes` that could be the start of a preload tag or of the head's end. */
function partialTagLength(bytes: Buffer): number {
  const tail = bytes.subarray(Math.max(0, bytes.length - (PRELOAD.length - 1))).toString("latin1");
  for (let length = tail.length; length > 0; length -= 1) {
    const end = tail.slice(tail.length - length);
    if (PRELOAD.startsWith(end) || HEAD_END.startsWith(end)) return length;
  }
  return 0;
}

const PRELOAD_BYTES = Buffer.from(PRELOAD);
const DEFERRED_PRELOAD_BYTES = Buffer.from(DEFERRED_PRELOAD);
const BOOTSTRAP_OPEN = '<script nonce="';
const BOOTSTRAP_ATTRIBUTES = '" type="module" async="">';

/** `head` with every module preload parked. */
function parkPreloads(head: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = head.indexOf(PRELOAD_BYTES); at !== -1; at = head.indexOf(PRELOAD_BYTES, from)) {
    parts.push(head.subarray(from, at), DEFERRED_PRELOAD_BYTES);
    from = at + PRELOAD_BYTES.length;
  }
  parts.push(head.subarray(from));
  return parts;
}

/** Where React Router's module script opens in `bytes`, and its nonce; null when it is not (wholly) there. */
function findBootstrap(bytes: Buffer): { start: number; codeStart: number; nonce: string } | null {
  for (let at = bytes.indexOf(BOOTSTRAP_ATTRIBUTES); at !== -1; at = bytes.indexOf(BOOTSTRAP_ATTRIBUTES, at + 1)) {
    const start = bytes.lastIndexOf(BOOTSTRAP_OPEN, at);
    if (start === -1) continue;
    const nonce = bytes.subarray(start + BOOTSTRAP_OPEN.length, at).toString("latin1");
    // The same tag as the pattern <script nonce="([^"]*)" type="module" async="">, nothing in between.
    if (BOOTSTRAP_START.test(`${BOOTSTRAP_OPEN}${nonce}${BOOTSTRAP_ATTRIBUTES}`) && !/[">]/.test(nonce)) {
      return { start, codeStart: at + BOOTSTRAP_ATTRIBUTES.length, nonce };
    }
  }
  return null;
}

/**
 * Also gathers what React writes in one go into one chunk: React's Node
 * stream hands out 2 KB pieces (a 200 KB page is ~100 writes), and every
 * piece costs its own trip through this rewrite, the web stream React Router
 * wraps the body in, the socket and, above all, the compression stream: the
 * same page compressed in 2 KB pieces takes 3 (Brotli) to 6 (gzip) times the
 * CPU of one piece. What React writes in one task is sent once that task is
 * over (setImmediate), so a streamed Suspense boundary still goes out as soon
 * as it is ready (decision 024).
 *
 * The rewrite works on the bytes: every text it looks for is ASCII, which
 * never occurs inside a UTF-8 multi-byte character, so the page is never
 * decoded into a string and encoded again (that cost more than compressing it).
 */
export function scriptsAfterFirstPaint(): Transform {
  let inHead = true;
  let bootstrapDone = false;
  let pending: Buffer = Buffer.alloc(0);

  /** What can be sent of `bytes` now; the rest waits for the next chunk (or the end). */
  function rewrite(bytes: Buffer, final: boolean): Buffer[] {
    const data = pending.length ? Buffer.concat([pending, bytes]) : bytes;
    pending = Buffer.alloc(0);
    if (!inHead) return rewriteBody(data, final);
    const headEnd = data.indexOf(HEAD_END);
    if (headEnd === -1) {
      // A tag cut in two by the chunk boundary: finish it with the next chunk.
      const keep = final ? 0 : partialTagLength(data);
      pending = data.subarray(data.length - keep);
      return parkPreloads(data.subarray(0, data.length - keep));
    }
    inHead = false;
    return [...parkPreloads(data.subarray(0, headEnd)), ...rewriteBody(data.subarray(headEnd), final)];
  }

  function rewriteBody(data: Buffer, final: boolean): Buffer[] {
    if (bootstrapDone) return [data];
    const bootstrap = findBootstrap(data);
    if (!bootstrap) {
      if (final) return [data];
      const cut = Math.max(0, data.length - CARRY);
      pending = data.subarray(cut);
      return [data.subarray(0, cut)];
    }
    const end = data.indexOf(SCRIPT_END, bootstrap.codeStart);
    if (end === -1) {
      if (final) return [data];
      pending = data.subarray(bootstrap.start);
      return [data.subarray(0, bootstrap.start)];
    }
    bootstrapDone = true;
    const code = data.subarray(bootstrap.codeStart, end).toString("utf8");
    return [
      data.subarray(0, bootstrap.start),
      Buffer.from(afterFirstPaintScript(bootstrap.nonce, code)),
      data.subarray(end + SCRIPT_END.length),
    ];
  }

  let gathered: Buffer[] = [];
  let sendGathered: NodeJS.Immediate | undefined;
  const takeGathered = () => {
    const bytes = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered);
    gathered = [];
    return bytes;
  };
  const joined = (parts: Buffer[]) => {
    const nonEmpty = parts.filter((part) => part.length > 0);
    return nonEmpty.length === 1 ? nonEmpty[0]! : Buffer.concat(nonEmpty);
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      gathered.push(chunk);
      sendGathered ??= setImmediate(() => {
        sendGathered = undefined;
        const bytes = joined(rewrite(takeGathered(), false));
        if (bytes.length) stream.push(bytes);
      });
      callback();
    },
    flush(callback) {
      clearImmediate(sendGathered);
      sendGathered = undefined;
      callback(null, joined(rewrite(takeGathered(), true)));
    },
    destroy(error, callback) {
      clearImmediate(sendGathered);
      callback(error);
    },
  });
  return stream;
}
