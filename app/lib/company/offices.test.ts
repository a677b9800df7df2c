import { describe, expect, it } from "vitest";
import { OFFICE_IDS, isOfficeId } from "./offices";

describe("isOfficeId", () => {
  it("accepts each office's id and nothing else", () => {
    for (const id of OFFICE_IDS) expect(isOfficeId(id)).toBe(true);
    for (const value of ["", "Ocala", "ocala ", "tampa", "<script>", null, undefined]) {
      expect(isOfficeId(value)).toBe(false);
    }
  });
});
