import { describe, expect, it } from "vitest";
import { splitFullName } from "./names";

describe("splitFullName", () => {
  it.each([
    ["Ana", { firstName: "Ana", lastName: "" }],
    ["Ana Silva", { firstName: "Ana", lastName: "Silva" }],
    ["  Ana   Maria  da Silva ", { firstName: "Ana", lastName: "Maria da Silva" }],
    ["", { firstName: "", lastName: "" }],
    ["José Núñez", { firstName: "José", lastName: "Núñez" }],
  ])("%j", (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});
