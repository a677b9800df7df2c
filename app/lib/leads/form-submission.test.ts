import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { guardServerAction, pickFormValues, serverMessage } from "./form-submission";
import { firstMessagePerField } from "./lead-form-fields";

describe("pickFormValues", () => {
  it("reads the named fields as text, missing ones empty", () => {
    const form = new URLSearchParams("name=Ana&extra=x");
    expect(pickFormValues(form, ["name", "email"])).toEqual({ name: "Ana", email: "" });
  });
});

describe("serverMessage", () => {
  it("reads the JSON message of an error response, nothing else", () => {
    expect(serverMessage(new ErrorResponseImpl(503, "", { message: "Down for maintenance" }))).toBe(
      "Down for maintenance",
    );
    expect(serverMessage(new ErrorResponseImpl(500, "", "Internal Server Error"))).toBeNull();
    expect(serverMessage(new ErrorResponseImpl(500, "", "<!doctype html><p>oops"))).toBeNull();
    expect(serverMessage(new Error("Unable to decode turbo-stream response"))).toBeNull();
  });
});

describe("guardServerAction", () => {
  it("passes answers through", async () => {
    expect(await guardServerAction(async () => ({ ok: true }))).toEqual({ ok: true });
    const answer = data({ ok: false }, { status: 400 });
    expect(await guardServerAction(async () => answer)).toBe(answer);
  });

  it("turns a failed request into a form failure", async () => {
    expect(
      await guardServerAction(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).toEqual({ ok: false, errors: {}, values: {}, message: null });
  });

  it("throws a redirect on for the router to follow", async () => {
    const answer = redirect("/design/summary?poolId=8&sent=1");
    await expect(
      guardServerAction(async () => {
        throw answer;
      }),
    ).rejects.toBe(answer);
  });
});

describe("firstMessagePerField", () => {
  it("keeps the first message of each field", () => {
    expect(
      firstMessagePerField([
        { path: ["name"], message: "Name is required" },
        { path: ["name"], message: "second" },
        { path: [], message: "whole form" },
      ]),
    ).toEqual({ name: "Name is required", body: "whole form" });
  });
});
