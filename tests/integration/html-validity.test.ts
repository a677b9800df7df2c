import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";
import { checkHtmlFiles, type CheckerMessage } from "../support/html-checker.ts";
import { type PublicPage, listPublicPages, publicRoutesWithoutPage } from "../support/html-public-pages.ts";
import { requestPublicPage } from "../support/http.ts";

// The Nu HTML checker reports no errors on any public page. The pages are the server-rendered
// HTML as a browser receives it (streamed by React Router, scripts rewritten for after the first paint).

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const requestLine = (page: PublicPage) => `${page.form ? "POST" : "GET"} ${page.path}`;

/** The page's HTML, after checking it answers with the expected status. */
async function render(page: PublicPage): Promise<string> {
  const response = await requestPublicPage(page);
  const html = await response.text();
  expect(response.status, requestLine(page)).toBe(page.status);
  expect(response.headers.get("content-type"), requestLine(page)).toContain("text/html");
  return html;
}

/** Each message with its page, line and column, and the markup it points at below. */
function describeMessages(messages: readonly CheckerMessage[], pageOfFile: ReadonlyMap<string, string>): string {
  return messages
    .map(
      (m) =>
        `${pageOfFile.get(m.file) ?? m.file}:${m.line ?? "?"}:${m.column ?? "?"}: ${m.message}\n    ${m.extract.trim()}`,
    )
    .join("\n");
}

describe("HTML validity (Nu HTML checker)", () => {
  // About 110 pages and one checker run: some 15 s once the app is up, several times that on a busy machine.
  it("finds no errors in the server-rendered HTML of any public page", { timeout: 180_000 }, async () => {
    const app = await getTestApp();
    const pages = await listPublicPages(app.db);
    expect(publicRoutesWithoutPage(pages), "public routes with no page in the list").toEqual([]);

    dir = await mkdtemp(path.join(tmpdir(), "ffp-html-"));
    const pageOfFile = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `${String(index).padStart(3, "0")}.html`);
      await writeFile(file, await render(page));
      pageOfFile.set(file, requestLine(page));
    }

    const messages = await checkHtmlFiles([...pageOfFile.keys()]);
    const warnings = messages.filter((m) => m.kind === "warning");
    if (warnings.length > 0) console.warn(`Nu HTML checker warnings:\n${describeMessages(warnings, pageOfFile)}`);
    const errors = messages.filter((m) => m.kind === "error");
    expect(errors.length, `Nu HTML checker errors:\n${describeMessages(errors, pageOfFile)}`).toBe(0);
  });
});
