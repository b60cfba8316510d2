import { describe, expect, it } from "vitest";
import { IngestError } from "../../core/errors";
import { readOrNote, type Unreadable } from "./unreadable";

describe("an eval's unreadable file", () => {
  it("is noted with the app's message and the eval goes on; any other error still stops it", async () => {
    const skipped: Unreadable[] = [];
    const lines: string[] = [];
    const cut = () => Promise.reject(new IngestError("not-pdf", "It seems to be cut short."));
    expect(await readOrNote("/x/CUT_SHORT.pdf", cut, skipped, (l) => lines.push(l))).toBeNull();
    expect(skipped).toEqual([{ doc: "CUT_SHORT", message: expect.stringContaining("cut short") }]);
    expect(lines).toHaveLength(1);
    expect(
      await readOrNote(
        "/x/OK.pdf",
        () => Promise.resolve(7),
        skipped,
        (l) => lines.push(l),
      ),
    ).toBe(7);
    const bug = () => Promise.reject(new TypeError("a bug"));
    await expect(readOrNote("/x/BUG.pdf", bug, skipped, (l) => lines.push(l))).rejects.toThrow("a bug");
    expect(skipped).toHaveLength(1);
  });
});
