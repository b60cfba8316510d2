/**
 * A sentence whose line is mostly a path or code set in smaller type is still one sentence; a
 * heading over a smaller line stays a heading.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../../testing/page-builder";
import { pageCandidates } from "./candidates";

describe("sentence units over a change of type size", () => {
  it("keep a sentence whole when a line of it is a path set smaller", () => {
    const doc = makeDoc([
      [
        { text: "Public widget modules must be installed in the system widget modules", size: 10.8 },
        { text: "directory, /usr/lib/widget/dist-packages.", size: 9.6 },
        { text: "Architecture-independent widget modules must be installed to", size: 10.8 },
        { text: "/usr/share/widget/packages.", size: 9.6 },
      ],
    ]);
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    expect(texts).toEqual([
      "Public widget modules must be installed in the system widget modules directory, /usr/lib/widget/dist-packages.",
      "Architecture-independent widget modules must be installed to /usr/share/widget/packages.",
    ]);
  });

  it("keep a larger heading apart from the smaller line under it", () => {
    const doc = makeDoc([
      [
        { text: "Installing the widget tools", size: 14 },
        { text: "npm install widget-tools", size: 9.6 },
        { text: "The tools need a recent runtime of the language.", size: 10.8 },
      ],
    ]);
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    expect(texts).toContain("Installing the widget tools");
    expect(texts).toContain("npm install widget-tools");
  });
});
