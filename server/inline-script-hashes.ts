import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A stored page is sent to many visitors, so it cannot carry one request's
 * CSP nonce. Its inline scripts are allowed by their SHA-256 hashes instead,
 * which CSP level 2 browsers check as strictly as a nonce.
 */
export function withScriptHashes(html: string, contentSecurityPolicy: string, nonce: string) {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  const nonceSource = `'nonce-${nonce}'`;
  const policy = contentSecurityPolicy.replace(nonceSource, [...hashes].join(" ")).replace(/ {2,}/g, " ");
  return { html: html.replaceAll(` nonce="${nonce}"`, ""), contentSecurityPolicy: policy };
}
