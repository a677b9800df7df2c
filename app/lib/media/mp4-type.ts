// Whether a file is an MP4 (ISO base media) by its first bytes, not its name: every such file opens with a box
// whose type, at offset 4, is "ftyp".

/** Bytes needed to tell. */
export const MP4_SNIFF_BYTES = 12;

export function isMp4Start(bytes: Uint8Array): boolean {
  if (bytes.length < MP4_SNIFF_BYTES) return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const type = String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!);
  // The ftyp box holds at least its major brand and minor version (16 bytes with its header).
  return type === "ftyp" && (size === 1 || size >= 16);
}
