import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  DEFERRED_PRELOAD_REL,
  afterFirstPaintScript,
  DEFERRED_MODULE_TYPE,
  scriptsAfterFirstPaint,
} from "./scripts-after-first-paint.server";

/** The rewritten page, each chunk written in a task of its own (chunks written together are sent together). */
async function run(chunks: (string | Buffer)[]): Promise<string> {
  const stream = scriptsAfterFirstPaint();
  const result = text(stream);
  for (const chunk of chunks) {
    stream.write(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  return result;
}

const NONCE = "a+b/c==";
const CODE =
  'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body><main><p>&lt;link rel="modulepreload"&gt; Café – 10×20</p></main>' +
  `<script nonce="${NONCE}">window.ctx = {};</script><script nonce="${NONCE}" type="module" async="">${CODE}</script>` +
  `<script nonce="${NONCE}">window.ctx.data = 1;</script></body></html>`;
const EXPECTED =
  `<!DOCTYPE html><html><head><link rel="${DEFERRED_PRELOAD_REL}" href="/a.js"/><link rel="stylesheet" href="/s.css"/>` +
  `<link rel="${DEFERRED_PRELOAD_REL}" href="/b.js"/></head><body><main><p>&lt;link rel="modulepreload"&gt; Café – 10×20</p></main>` +
  `<script nonce="${NONCE}">window.ctx = {};</script>${afterFirstPaintScript(NONCE, CODE)}` +
  `<script nonce="${NONCE}">window.ctx.data = 1;</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  it("sends what is written in one task as one chunk (React writes 2 KB pieces)", async () => {
    const stream = scriptsAfterFirstPaint();
    const sent: string[] = [];
    stream.on("data", (chunk: Buffer) => sent.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on("end", resolve));
    const bytes = Buffer.from(PAGE);
    for (let at = 0; at < bytes.length; at += 16) stream.write(bytes.subarray(at, at + 16));
    await new Promise((resolve) => setImmediate(resolve));
    // The part that cannot be the start of a cut tag is out before the end.
    expect(sent).toHaveLength(1);
    stream.end();
    await done;
    expect(sent.join("")).toBe(EXPECTED);
    expect(sent.length).toBeLessThanOrEqual(2);
  });

  it("parks the head's module preloads and turns the module script into one that runs after the first paint", async () => {
    expect(await run([PAGE])).toBe(EXPECTED);
  });

  it("gives the same page wherever the stream is cut, also inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    expect(await run(pieces)).toBe(EXPECTED);
  });

  it("leaves a page without React Router's scripts as it was", async () => {
    const page = "<html><head><title>x</title></head><body><p>No scripts</p></body></html>";
    expect(await run([page])).toBe(page);
  });

  it("keeps the module code inert and writes a script that restores the preloads and runs it with the same nonce", () => {
    const code = 'import "/x.js";';
    const script = afterFirstPaintScript(NONCE, code);
    expect(script.startsWith(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">${code}</script>`)).toBe(true);
    expect(script).toContain(`<script nonce="${NONCE}">(function(){`);
    expect(script).toContain(`link[rel="${DEFERRED_PRELOAD_REL}"]`);
    expect(script).toContain('s.type="module";s.nonce=c.nonce;s.textContent=c.textContent;');
    expect(script.match(/<\/script>/g)).toHaveLength(2);
  });

  /**
   * Runs the classic script against the few parts of a page it touches (its code element, the parked preloads,
   * the body, a paint and the timers) and returns what each task did, in order.
   */
  function tasksOfScript(preloads: number, visibilityState: "visible" | "hidden") {
    const script = afterFirstPaintScript(NONCE, CODE);
    const classic = script
      .slice(script.lastIndexOf(`<script nonce="${NONCE}">`))
      .replace(/^<script[^>]*>|<\/script>$/g, "");
    const links = Array.from({ length: preloads }, () => ({ rel: DEFERRED_PRELOAD_REL }));
    const tasks: (() => void)[] = [];
    const log: string[][] = [];
    let current: string[] = [];
    const appended: { type: string; nonce: string; textContent: string }[] = [];
    const document = {
      hidden: visibilityState === "hidden",
      currentScript: { previousElementSibling: { nonce: NONCE, textContent: CODE } },
      querySelectorAll: (selector: string) =>
        selector === `link[rel="${DEFERRED_PRELOAD_REL}"]` ? links.filter((l) => l.rel === DEFERRED_PRELOAD_REL) : [],
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: {
        appendChild: (element: (typeof appended)[number]) => {
          appended.push(element);
          current.push("module script");
        },
      },
    };
    const restored = () => links.filter((l) => l.rel === "modulepreload").length;
    const runTask = (task: () => void) => {
      current = [];
      const before = restored();
      task();
      if (restored() > before) current.unshift(`${restored() - before} preloads`);
      log.push(current);
    };
    runTask(() =>
      runInNewContext(classic, {
        document,
        requestAnimationFrame: (callback: () => void) => tasks.push(callback),
        setTimeout: (callback: () => void) => tasks.push(callback),
      }),
    );
    while (tasks.length > 0) runTask(tasks.shift()!);
    return { log: log.filter((task) => task.length > 0), appended };
  }

  it("restores the preloads a few per task after the next paint, then runs the module code in a task of its own", () => {
    const { log, appended } = tasksOfScript(10, "visible");
    expect(log).toEqual([["4 preloads"], ["4 preloads"], ["2 preloads"], ["module script"]]);
    expect(appended).toEqual([{ type: "module", nonce: NONCE, textContent: CODE }]);
  });

  it("restores everything and runs the code at once in a background tab, whose timers run once a second", () => {
    const { log } = tasksOfScript(10, "hidden");
    expect(log).toEqual([["10 preloads", "module script"]]);
  });

  it("runs the code on a page without preloads", () => {
    expect(tasksOfScript(0, "visible").log).toEqual([["module script"]]);
  });
});
