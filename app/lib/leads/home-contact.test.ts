import { describe, expect, it } from "vitest";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import {
  HOME_CONTACT_MESSAGES,
  homeContactErrorMessage,
  homeContactPayload,
  readHomeContactValues,
  validateHomeContact,
} from "./home-contact";

const valid = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "(561) 555-0152",
  message: "We would like a 14x28 pool with a tanning ledge.",
};

describe("validateHomeContact", () => {
  it("accepts a complete submission", () => {
    expect(validateHomeContact(valid)).toBeNull();
  });

  it.each(["name", "email", "phone", "message"] as const)("requires %s (blank after trimming counts as empty)", (f) => {
    expect(validateHomeContact({ ...valid, [f]: "   " })).toBe("Please fill in all required fields");
  });

  it("needs at least 10 digits in the phone number", () => {
    expect(validateHomeContact({ ...valid, phone: "555-0152" })).toBe("Please enter a valid phone number");
    expect(validateHomeContact({ ...valid, phone: "(561) 555-015" })).toBe(HOME_CONTACT_MESSAGES.phone);
    expect(validateHomeContact({ ...valid, phone: "561.555.0152" })).toBeNull();
  });

  it("needs at least 10 characters of message after trimming", () => {
    expect(validateHomeContact({ ...valid, message: "   Pool pls    " })).toBe(
      "Please provide more details about your project (minimum 10 characters)",
    );
    expect(validateHomeContact({ ...valid, message: "  Pool plan!  " })).toBeNull();
  });

  it("checks required fields before the phone and the phone before the message", () => {
    expect(validateHomeContact({ ...valid, phone: "1", message: "" })).toBe(HOME_CONTACT_MESSAGES.required);
    expect(validateHomeContact({ ...valid, phone: "1", message: "short" })).toBe(HOME_CONTACT_MESSAGES.phone);
  });
});

describe("readHomeContactValues", () => {
  it("reads and trims the named fields, missing ones empty", () => {
    const form = new FormData();
    form.set("name", "  Maria  ");
    form.set("email", " maria@example.com ");
    expect(readHomeContactValues(form)).toEqual({
      name: "Maria",
      email: "maria@example.com",
      phone: "",
      message: "",
      newsletter: false,
    });
  });

  it('reads a ticked "Send me pool tips" and sends it with the lead', () => {
    const form = new FormData();
    form.set("newsletter", "on");
    expect(readHomeContactValues(form).newsletter).toBe(true);
    expect(homeContactPayload({ ...readHomeContactValues(form) }, "ORLANDO")).toMatchObject({ newsletter: true });
  });
});

describe("homeContactPayload", () => {
  it("sends the full name as firstName, empty lastName and address, contact from home", () => {
    expect(homeContactPayload({ ...valid, name: "  Maria Lopez ", message: ` ${valid.message} ` }, "ORLANDO")).toEqual({
      firstName: "Maria Lopez",
      lastName: "",
      email: "maria@example.com",
      phone: "(561) 555-0152",
      address: "",
      message: valid.message,
      requestType: "contact",
      sourcePage: "home",
      nearestBranch: "ORLANDO",
      language: "en",
    });
  });

  it("carries the page's language", () => {
    expect(homeContactPayload(valid, null, null, "es").language).toBe("es");
  });

  it("defaults the branch to West Palm Beach", () => {
    expect(homeContactPayload(valid, null).nearestBranch).toBe("WEST PALM BEACH");
    expect(homeContactPayload(valid, " ").nearestBranch).toBe("WEST PALM BEACH");
  });

  it("is accepted by the lead schema the API parses with", () => {
    const lead = LeadSubmissionSchema.parse(homeContactPayload(valid, "WEST PALM BEACH"));
    expect(lead).toMatchObject({ requestType: "contact", sourcePage: "home", nearestBranch: "WEST PALM BEACH" });
  });
});

describe("homeContactErrorMessage", () => {
  it("shows the server's message", () => {
    expect(homeContactErrorMessage({ message: "Server says no" })).toBe("Server says no");
  });

  it.each([null, undefined, "oops", {}, { message: "" }, { message: 42 }, []])("defaults for %j", (body) => {
    expect(homeContactErrorMessage(body)).toBe("There was an error submitting your request. Please try again.");
  });
});
