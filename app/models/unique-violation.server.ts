/**
 * Whether a failed write broke a unique index (PostgreSQL 23505): two saves of one unique value at once get
 * past the "is it taken?" check, and the second is reported like a taken value instead of a server error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause ?? (error as { code?: string } | null);
  return cause?.code === "23505";
}
