import { describe, expect, it } from "vitest";
import { htmlHeadings } from "./text-tree";

describe("an HTML page's text", () => {
  it("reads every named and numeric character reference as a browser does", () => {
    const html = "<h1>Don&rsquo;t &mdash; stop</h1><p>A&nbsp;&hellip;&#8217;&#x2019;&amp;amp; &bogus;</p>";
    const { lines, markers } = htmlHeadings(html);
    expect(markers.map((m) => m.title)).toEqual(["Don\u2019t \u2014 stop"]);
    expect(lines[1]).toBe("A\u00a0\u2026\u2019\u2019&amp; &bogus;");
  });
});
