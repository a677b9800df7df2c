/** Index after moving by step in a list of length n, wrapping at both ends (0 for an empty list). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
