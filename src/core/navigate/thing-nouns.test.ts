import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import data from "./thing-nouns.json" with { type: "json" };
import { loadThingNouns } from "./thing-nouns";

describe("thing nouns (thing-nouns.json)", () => {
  it("refuses a file of another format, a missing list and a noun that is not one lower-case word", () => {
    expectHeaderChecked(loadThingNouns, data, "thing-nouns.json");
    const { thing_nouns: _gone, ...without } = data;
    expect(() => loadThingNouns(without)).toThrow(/thing_nouns must be a list of strings/);
    // The nouns go into a pattern as they are: one that is not a plain word would be read as regex.
    expect(() => loadThingNouns({ ...data, thing_nouns: ["command", "sub.command"] })).toThrow(/"sub\.command"/);
  });
});
