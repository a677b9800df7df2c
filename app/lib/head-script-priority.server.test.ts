import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./head-script-priority.server";

async function run(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("lowers the priority of every module preload in the head", async () => {
    const out = await run([
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>',
      '<link rel="stylesheet" href="/s.css"/></head><body>',
    ]);
    expect(out).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/>' +
        '<link rel="stylesheet" href="/s.css"/></head><body>',
    );
  });

  it("keeps characters split across chunks intact", async () => {
    const bytes = Buffer.from("<head></head><p>Café – 10×20</p>");
    const cut = bytes.indexOf(0xc3) + 1;
    const out = await text(
      Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowPriorityModulePreloads()),
    );
    expect(out).toBe("<head></head><p>Café – 10×20</p>");
  });

  it("leaves the body alone, even text that looks like a preload", async () => {
    const body = '<p>&lt;link rel="modulepreload"&gt;</p><pre><link rel="modulepreload" href="/x.js"></pre>';
    const out = await run(["<head></head><body>", body]);
    expect(out).toBe(`<head></head><body>${body}`);
  });
});
