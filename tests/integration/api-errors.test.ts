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
});
