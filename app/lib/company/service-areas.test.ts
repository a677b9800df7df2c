import { describe, expect, it } from "vitest";
import { serviceAreaNames, serviceAreaPhrase } from "./service-areas";

const ORLANDO = { counties: ["Orange", "Seminole", "Lake"] };
const OCALA = { counties: ["Marion"], places: ["Gainesville", "The Villages"] };

describe("service areas", () => {
  it("name each area in the page's language", () => {
    expect(serviceAreaNames(OCALA, "en")).toEqual(["Marion County", "Gainesville", "The Villages"]);
    expect(serviceAreaNames(OCALA, "es")).toEqual(["condado de Marion", "Gainesville", "The Villages"]);
  });

  it("read as a phrase, with 'counties' once for several and the Spanish article", () => {
    expect(serviceAreaPhrase(ORLANDO, "en")).toBe("Orange, Seminole, and Lake counties");
    expect(serviceAreaPhrase(ORLANDO, "es")).toBe("los condados de Orange, Seminole y Lake");
    expect(serviceAreaPhrase(OCALA, "en")).toBe("Marion County, Gainesville, and The Villages");
    expect(serviceAreaPhrase(OCALA, "es")).toBe("el condado de Marion, Gainesville y The Villages");
    expect(serviceAreaPhrase({ counties: ["Palm Beach"] }, "es")).toBe("el condado de Palm Beach");
  });
});
