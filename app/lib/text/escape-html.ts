/**
 * Escapes text for HTML element content and double-quoted attribute values (the HTML of e-mails, built as text).
 * The apostrophe is left alone: no attribute here is single-quoted, and some mail clients do not read `&apos;`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}
