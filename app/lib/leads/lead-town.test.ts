import { describe, expect, it } from "vitest";
import { leadTown } from "./lead-town";

const towns: Record<string, string> = { "32789": "Winter Park", "34996": "Stuart", "32801": "Orlando" };
const townOfZip = (zip: string) => towns[zip] ?? null;

describe("leadTown", () => {
  it("reads the ZIP code first, then one written in the address", () => {
    expect(leadTown({ address: null, zip: "34996" }, townOfZip)).toBe("Stuart");
    expect(leadTown({ address: "1 Main St, Jupiter, FL", zip: "32801" }, townOfZip)).toBe("Orlando");
    expect(leadTown({ address: "10410 Lake Dr, Winter Park FL 32789-1234", zip: null }, townOfZip)).toBe("Winter Park");
  });

  it("takes a town the offices serve named in the address, the longest name first", () => {
    expect(leadTown({ address: "5 Ocean Ave, West Palm Beach", zip: null }, townOfZip)).toBe("West Palm Beach");
    expect(leadTown({ address: "5 Ocean Ave, jupiter", zip: null }, townOfZip)).toBe("Jupiter");
  });

  it("never takes a street for a town", () => {
    expect(leadTown({ address: "12 Unknown Rd, Apt 4B", zip: null }, townOfZip)).toBeNull();
    expect(leadTown({ address: null, zip: null }, townOfZip)).toBeNull();
    expect(leadTown({ address: "9 Palm Way", zip: "99999" }, townOfZip)).toBeNull();
  });
});
