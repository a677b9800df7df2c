import { describe, expect, it } from "vitest";
import { isMp4Start } from "./mp4-type";

const ftyp = (size: number, type = "ftyp") =>
  Uint8Array.from([0, 0, 0, size, ...Buffer.from(type), ...Buffer.from("isom"), 0, 0, 2, 0]);

describe("isMp4Start", () => {
  it("knows an MP4 by the ftyp box at offset 4", () => {
    expect(isMp4Start(ftyp(32))).toBe(true);
    expect(isMp4Start(ftyp(16))).toBe(true);
  });

  it("refuses other files, a box too small to be ftyp, and a start too short to tell", () => {
    expect(isMp4Start(new TextEncoder().encode("not a video, just some text"))).toBe(false);
    expect(isMp4Start(ftyp(32, "moov"))).toBe(false);
    expect(isMp4Start(ftyp(8))).toBe(false);
    expect(isMp4Start(ftyp(32).subarray(0, 8))).toBe(false);
  });
});
