/**
 * A question after a default is answered by the line that states the default with its value,
 * an option's line included, before lines that share the question's other words.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../testing/page-builder";
import { asksDefault, statesDefault } from "./default-values";
import { extractiveAnswer } from "./extractive";

describe("defaults", () => {
  it("are asked for in either wording", () => {
    expect(asksDefault("What is the default block size?")).toBe(true);
    expect(asksDefault("Which tool runs by default?")).toBe(true);
    expect(asksDefault("What command does the tool run when none is given?")).toBe(true);
    expect(asksDefault("Which port is used if it is omitted?")).toBe(true);
    expect(asksDefault("What is the block size?")).toBe(false);
    expect(asksDefault("When is the notice given?")).toBe(false);
  });

  it("are stated with their value in the ways manuals print them", () => {
    expect(statesDefault("--tool=<name> [default: checker]")).toBe(1);
    expect(statesDefault("If unspecified, the option defaults to 60 seconds.")).toBe(1);
    expect(statesDefault("from 100 blocks to 900 blocks (the default) respectively.")).toBe(1);
    expect(statesDefault("The default weight value is 50, and the maximum is 100.")).toBe(1);
    expect(statesDefault("However, Checker is the default, so the option may be left out.")).toBe(1);
    expect(statesDefault("BEST Best of NNI and SPR (slowest option) (used by default).")).toBe(1);
    expect(statesDefault("Use the default settings.")).toBe(0.5);
    expect(statesDefault("The block size is set per file.")).toBe(0);
  });

  it("answer first, an option's line included", () => {
    const doc = makeDoc([
      [
        { text: "The block size of the packer decides how much memory packing needs." },
        { text: "A larger block size packs files better but needs more memory for the packer." },
        { text: "--block=<size> [default: large]", bold: true },
        { text: "Sets the block size of the packer for every file it packs." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const { claims } = extractiveAnswer("What is the default block size of the packer?", evidence, pages);
    expect(claims[0]?.text).toBe("--block=<size> [default: large]");
  });

  it("read a bare default with what it is the default of, quoted together, before the description alone", () => {
    const doc = makeDoc([
      [
        { text: "Options of the packer", bold: true, size: 12 },
        { text: "-o file writes the packed archive to the file instead of the standard output." },
        { text: "-w width sets the width of the lines of the generated index." },
        { text: "So if you want lines of 72 characters, use the -w72 option. The default is 80." },
        { text: "-v prints the version of the packer." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const { claims } = extractiveAnswer(
      "What is the default width of the lines of the generated index?",
      evidence,
      pages,
    );
    expect(claims[0]?.text).toMatch(/^-w width sets the width .* The default is 80\.$/);
    // The description is quoted once, inside the first claim.
    expect(claims.slice(1).some((c) => c.text.startsWith("-w width"))).toBe(false);
    // Not asked a default, the description answers alone.
    const plain = extractiveAnswer("What does the -w option set?", evidence, pages);
    expect(plain.claims[0]?.text).not.toMatch(/The default is 80/);
  });
});
