import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { buildIndex, flattenTree } from "./index";

/** A reference manual's appendix listing commands C.97 … C.102, each on its own page from page 3. */
const commands = ["jny", "json", "log", "logger", "ls", "ltp"].map((name, k) => ({
  number: `C.${97 + k}`,
  title: `${name} – ${["write design", "write JSON", "print text", "set properties", "list modules", "print path"][k]}`,
  page: 3 + k,
}));

function manual(glue: (number: string) => boolean): ReturnType<typeof makeDoc> {
  // A number wider than its box ("C.100") runs into its title on the contents page, as typeset.
  const row = (c: (typeof commands)[number]): LineSpec => ({
    text: `${c.number}${glue(c.number) ? "" : " "}${c.title} . . . . . . . . . . . . . . . ${c.page - 2}`,
  });
  return makeDoc([
    [{ text: "Yosys Manual", size: 20, bold: true }],
    [{ text: "Contents", size: 16, bold: true }, ...commands.map(row)],
    ...commands.map((c) => section(`${c.number} ${c.title}`, 30, { size: 14 })),
  ]);
}

describe("section numbers run into their titles on a contents page", () => {
  it("are split from the title where the contents prints other numbers of the series apart", async () => {
    const layout = manual((n) => Number(n.slice(2)) >= 100);
    const titles = findContents(layout)!.entries.map((e) => e.title);
    expect(titles).toHaveLength(commands.length);
    expect(titles).toEqual(commands.map((c) => `${c.number} ${c.title}`));
    const nodes = flattenTree((await buildIndex(layout)).nodes);
    for (const c of commands) expect(nodes.find((n) => n.title === `${c.number} ${c.title}`)?.page_start).toBe(c.page);
  });

  it("stay as written where no number of the series is printed apart (a title starting 2.5D)", () => {
    const layout = manual(() => true);
    const titles = findContents(layout)!.entries.map((e) => e.title);
    expect(titles).toHaveLength(commands.length);
    expect(titles[3]).toBe("C.100logger – set properties");
  });
});
