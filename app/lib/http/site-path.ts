// A path on this site, as content may name a file of it (/uploads/..., /images/..., /videos/...). Free of the form
// schemas, so browser code can use it without them.

/** "/" then letters, digits and . _ ~ - % + segments; never "//", "..", spaces or a query. */
export function isSitePath(text: string): boolean {
  return (
    /^\/[A-Za-z0-9._~%+-]+(\/[A-Za-z0-9._~%+-]+)*$/.test(text) &&
    !text.split("/").some((segment) => segment === "." || segment === "..")
  );
}
