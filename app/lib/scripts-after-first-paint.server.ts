import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
 * React Router's module code, kept inert, and the classic script that runs it
 * as a module once the page has painted. The code stays an inline script
 * element of its own so that a stored page (server/response-cache.ts) can
 * allow it by its hash when it carries no nonce.
 */
export function afterFirstPaintScript(nonce: string, moduleCode: string): string {
  return (
    `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}">${moduleCode}</script>` +
    `<script nonce="${nonce}">(function(){var code=document.currentScript.previousElementSibling;function start(){` +
    `document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});` +
    `var s=document.createElement("script");s.type="module";s.nonce=code.nonce;s.textContent=code.textContent;` +
    `document.body.appendChild(s)}` +
    `if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start)})})()</script>`
  );
}

/** Length of the end of `text` that could be the start of a preload tag or of the head's end. */
function partialTagLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    const end = text.slice(text.length - length);
    if (PRELOAD.startsWith(end) || HEAD_END.startsWith(end)) return length;
  }
  return 0;
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
 */
export function scriptsAfterFirstPaint(): Transform {
  let inHead = true;
  let bootstrapDone = false;
  let pending = "";
  // A chunk may end inside a multi-byte character: decode across chunk boundaries.
  const decoder = new StringDecoder("utf8");

  /** What can be sent of `html` now; the rest waits for the next chunk (or the end). */
  function rewrite(html: string, final: boolean): string {
    const text = pending + html;
    pending = "";
    if (inHead) {
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd === -1) {
        // A tag cut in two by the chunk boundary: finish it with the next chunk.
        const keep = final ? 0 : partialTagLength(text);
        pending = text.slice(text.length - keep);
        return text.slice(0, text.length - keep).replaceAll(PRELOAD, DEFERRED_PRELOAD);
      }
      inHead = false;
      const head = text.slice(0, headEnd).replaceAll(PRELOAD, DEFERRED_PRELOAD);
      return head + rewriteBody(text.slice(headEnd), final);
    }
    return rewriteBody(text, final);
  }

  function rewriteBody(text: string, final: boolean): string {
    if (bootstrapDone) return text;
    const start = BOOTSTRAP_START.exec(text);
    if (!start) {
      if (final) return text;
      const cut = Math.max(0, text.length - CARRY);
      pending = text.slice(cut);
      return text.slice(0, cut);
    }
    const codeStart = start.index + start[0].length;
    const end = text.indexOf(SCRIPT_END, codeStart);
    if (end === -1) {
      if (final) return text;
      pending = text.slice(start.index);
      return text.slice(0, start.index);
    }
    bootstrapDone = true;
    return (
      text.slice(0, start.index) +
      afterFirstPaintScript(start[1]!, text.slice(codeStart, end)) +
      text.slice(end + SCRIPT_END.length)
    );
  }

  let gathered: Buffer[] = [];
  let sendGathered: NodeJS.Immediate | undefined;
  const takeGathered = () => {
    const text = gathered.length === 1 ? decoder.write(gathered[0]!) : decoder.write(Buffer.concat(gathered));
    gathered = [];
    return text;
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      gathered.push(chunk);
      sendGathered ??= setImmediate(() => {
        sendGathered = undefined;
        const html = rewrite(takeGathered(), false);
        if (html) stream.push(html);
      });
      callback();
    },
    flush(callback) {
      clearImmediate(sendGathered);
      sendGathered = undefined;
      callback(null, rewrite(takeGathered() + decoder.end(), true));
    },
    destroy(error, callback) {
      clearImmediate(sendGathered);
      callback(error);
    },
  });
  return stream;
}
