export type StoredEncoding = "br" | "gzip" | "identity";

/**
 * The best of the encodings a stored answer has (Brotli, then gzip, then
 * none) that the client accepts, by its Accept-Encoding header (RFC 9110
 * §12.5.3: q=0 refuses, `*` stands for any encoding not named).
 */
export function preferredEncoding(header: string | string[] | undefined): StoredEncoding {
  if (typeof header !== "string" || header === "") return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}
