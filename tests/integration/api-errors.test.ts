import { describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";

// Whatever goes wrong under /api, a caller gets JSON with a message.

describe("/api errors", () => {
  it("answers an unknown /api address with a JSON 404", async () => {
    const response = await (await getTestApp()).request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Not found." });
  });

  it("answers an /api address with broken percent-encoding with a JSON 400, and a page address with the 404 page", async () => {
    const app = await getTestApp();
    for (const path of ["/api/estimates/%", "/api/pools/%E0%A4%A", "/api/blog/%zz"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ message: "The address is not valid." });
    }
    const page = await app.request("/pools/%");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
  });

  it("sends a small JSON answer with its length and uncompressed, and a large one compressed", async () => {
    const app = await getTestApp();
    const small = await app.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Encoding": "br, gzip" },
      body: "{}",
    });
    expect(small.status).toBe(400);
    const body = await small.text();
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toMatchObject({ message: "Please correct the highlighted fields." });

    const large = await app.request("/api/pools", { headers: { "Accept-Encoding": "br" } });
    expect(large.status).toBe(200);
    expect(large.headers.get("content-encoding")).toBe("br");
  });
});
