import { describe, expect, it } from "vitest";
import { sniffDocumentType } from "./project-documents";

describe("sniffDocumentType", () => {
  it("knows a PDF and the three image types by their bytes", () => {
    expect(sniffDocumentType(Buffer.from("%PDF-1.7\n..."))).toBe("application/pdf");
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffDocumentType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever its name would say", () => {
    expect(sniffDocumentType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffDocumentType(Buffer.from("PK\u0003\u0004"))).toBeNull();
    expect(sniffDocumentType(Buffer.from("%PD"))).toBeNull();
  });
});
