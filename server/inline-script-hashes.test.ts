import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withScriptHashes } from "./inline-script-hashes.ts";

const NONCE = "abc123==";
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}' https://www.googletagmanager.com;object-src 'none'`;
const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("withScriptHashes", () => {
  it("allows each inline script by its hash in place of the nonce, and drops the nonce from the page", () => {
    const html =
      `<head><link nonce="${NONCE}" rel="modulepreload" href="/a.js"/></head><body>` +
      `<script nonce="${NONCE}">window.a = 1;</script>` +
      `<script nonce="${NONCE}" type="text/x-module-after-paint">import "/b.js";</script>` +
      `<script nonce="${NONCE}" src="/c.js"></script></body>`;
    const result = withScriptHashes(html, POLICY, NONCE);
    expect(result.contentSecurityPolicy).toBe(
      `default-src 'self';script-src 'self' ${sha("window.a = 1;")} ${sha('import "/b.js";')} https://www.googletagmanager.com;object-src 'none'`,
    );
    expect(result.html).not.toContain(`nonce="${NONCE}"`);
    expect(result.html).toContain('<script src="/c.js"></script>');
    expect(result.html).toContain("<script>window.a = 1;</script>");
  });

  it("leaves a page without inline scripts allowed only its own files", () => {
    const result = withScriptHashes("<p>Hello</p>", POLICY, NONCE);
    expect(result.contentSecurityPolicy).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com;object-src 'none'",
    );
  });
});
