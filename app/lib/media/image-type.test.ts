import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageType(ascii("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });

  it("refuses text, markup and other formats whatever the file is called", () => {
    expect(sniffImageType(ascii("just some text saved as photo.jpg"))).toBeNull();
    expect(sniffImageType(ascii("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).toBeNull();
    expect(sniffImageType(ascii("<!doctype html><html>"))).toBeNull();
    expect(sniffImageType(ascii("GIF89a"))).toBeNull();
    expect(sniffImageType(ascii("%PDF-1.7"))).toBeNull();
    // RIFF but not WebP (a WAV file).
    expect(sniffImageType(ascii("RIFF\u0024\u0000\u0000\u0000WAVEfmt "))).toBeNull();
  });

  it("refuses files too short to carry a signature", () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(ascii("RIFF1234WEB"))).toBeNull();
  });
});
