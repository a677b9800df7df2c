import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, formatBytes, precheckUpload } from "./upload-rules";

describe("precheckUpload", () => {
  it("lets images within the limit through", () => {
    expect(precheckUpload({ size: 2_000_000, type: "image/jpeg" })).toBeNull();
    // Some systems report no type; the server decides by the bytes.
    expect(precheckUpload({ size: 2_000_000, type: "" })).toBeNull();
  });

  it("stops empty, oversized and non-image files before they are sent", () => {
    expect(precheckUpload({ size: 0, type: "image/png" })).toBe(UPLOAD_MESSAGES.noFile);
    expect(precheckUpload({ size: MAX_UPLOAD_BYTES + 1, type: "image/png" })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(precheckUpload({ size: 100, type: "image/svg+xml" })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(precheckUpload({ size: 100, type: "application/pdf" })).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it("formats sizes", () => {
    expect(formatBytes(3.4 * 1024 * 1024)).toBe("3.4 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(820 * 1024)).toBe("820 KB");
    expect(formatBytes(10)).toBe("1 KB");
  });
});
