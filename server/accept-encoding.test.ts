import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.ts";

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip, then the plain bytes", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });

  it("follows the client's weights: q=0 refuses, a higher q wins, * stands for the rest", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("BR;Q=1, GZIP;q=0.1")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("gzip;q=0, *;q=0.1")).toBe("br");
    expect(preferredEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});
