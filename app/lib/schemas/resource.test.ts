import { describe, expect, it } from "vitest";
import { resources as seedResources } from "#db/seed/content/resources.ts";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import { RESOURCE_MESSAGES as M, ResourceSchema, isDownloadsPath, resourceFormValues } from "./resource";

const valid = {
  title: " Pool Opening Checklist ",
  description: "What to check in spring.",
  category: "Maintenance",
  type: "checklist",
  fileUrl: "/downloads/pool-opening-checklist.pdf",
  pages: "2",
  status: "published",
  displayOrder: "",
};

function errorsOf(input: Record<string, unknown>) {
  const result = ResourceSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe("ResourceSchema", () => {
  it("reads the form", () => {
    expect(ResourceSchema.parse(valid)).toEqual({
      title: "Pool Opening Checklist",
      description: "What to check in spring.",
      category: "Maintenance",
      type: "checklist",
      fileUrl: "/downloads/pool-opening-checklist.pdf",
      pages: 2,
      status: "published",
      displayOrder: undefined,
    });
    expect(
      ResourceSchema.parse({ title: "Draft", status: "draft", fileUrl: "", pages: "", type: "", category: "" }),
    ).toEqual({
      title: "Draft",
      description: undefined,
      category: undefined,
      type: undefined,
      fileUrl: undefined,
      pages: undefined,
      status: "draft",
      displayOrder: undefined,
    });
  });

  it("accepts a /downloads/ path or an https address, nothing else", () => {
    for (const url of [
      "/downloads/a.pdf",
      "/downloads/guides/2026/buyer-guide_v2.pdf",
      "https://cdn.example.com/a.pdf",
    ]) {
      expect(ResourceSchema.safeParse({ ...valid, fileUrl: url }).success, url).toBe(true);
    }
    for (const url of [
      "/downloads/",
      "/downloads/../server/env.ts",
      "/downloads//a.pdf",
      "/downloads/a b.pdf",
      "/uploads/a.pdf",
      "downloads/a.pdf",
      "http://example.com/a.pdf",
      "javascript:alert(1)",
      "//evil.example/a.pdf",
    ]) {
      expect(errorsOf({ ...valid, fileUrl: url }), url).toEqual({ fileUrl: M.fileUrl });
    }
    expect(isDownloadsPath("/downloads/./a.pdf")).toBe(false);
  });

  it("needs a file before a resource is published", () => {
    expect(errorsOf({ ...valid, fileUrl: "" })).toEqual({ fileUrl: M.fileUrlRequired });
    expect(ResourceSchema.safeParse({ ...valid, fileUrl: "", status: "draft" }).success).toBe(true);
  });

  it("says what is wrong", () => {
    expect(errorsOf({})).toEqual({ title: M.titleRequired, status: M.status });
    expect(errorsOf({ ...valid, type: "x".repeat(21) })).toEqual({ type: M.typeTooLong });
    expect(errorsOf({ ...valid, pages: "0" })).toEqual({ pages: M.pages });
    expect(errorsOf({ ...valid, pages: "2.5" })).toEqual({ pages: M.pages });
    expect(errorsOf({ ...valid, status: "archived" })).toEqual({ status: M.status });
    expect(errorsOf({ ...valid, title: "t".repeat(256) })).toEqual({ title: M.titleTooLong });
  });

  it("accepts every seeded resource as it is stored", () => {
    for (const resource of seedResources) {
      const values = resourceFormValues({ ...resource, displayOrder: 0 });
      expect(ResourceSchema.safeParse(values).success, resource.title).toBe(true);
    }
  });
});
