import { describe, expect, it } from "vitest";
import { extractiveAnswer, extractiveScore, probeOf } from "./extractive";
import { countedNoun } from "./count-answers";
import { makeDoc } from "../../testing/page-builder";

const sentence = (text: string) => ({ page: 1, kind: "sentence" as const, text, score: 0 });

describe("how-many questions", () => {
  it("find the thing being counted", () => {
    expect(countedNoun("How many employees did Nike have at the end of fiscal 2021?")).toBe("employee");
    expect(countedNoun("how many full-time staff were employed in 2020")).toBe("staff");
    expect(countedNoun("How many retail stores does the company operate?")).toBe("store");
    expect(countedNoun("What was revenue in 2021?")).toBeNull();
    expect(countedNoun("How many in 2021?")).toBeNull();
    // The noun phrase ends at a preposition or a word that follows its noun.
    expect(countedNoun("After how many days open is one approval enough?")).toBe("day");
    expect(countedNoun("How many CPU cycles per byte does the algorithm take?")).toBe("cycle");
    // A verb after the counted noun puts the whole after it: the parts are counted, not the whole.
    expect(countedNoun("How many modules comprise quartz?")).toBe("module");
    expect(countedNoun("How many chapters make up the handbook?")).toBe("chapter");
    expect(countedNoun("How many stages constitute the pipeline?")).toBe("stage");
    expect(countedNoun("How many form fields are there?")).toBe("field");
  });

  it("lead with the count of the parts a verb puts before the whole", () => {
    const doc = makeDoc([
      [
        { text: "The quartz toolkit", size: 16, bold: true },
        { text: "Version 2 of quartz was released in 2014 for 3 platforms." },
        { text: "The quartz toolkit comprises four modules: parsing, fitting, testing and plotting." },
        { text: "Each of them can be used on its own." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const { claims } = extractiveAnswer("How many modules comprise quartz?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^four — The quartz toolkit comprises four modules/);
  });

  it("prefer the sentence that gives a count of it over one that merely mentions it more", () => {
    const probe = probeOf("How many employees did the company have at the end of fiscal 2021?");
    const count = extractiveScore(
      sentence("As of May 31, 2021, we had approximately 73,300 employees worldwide."),
      probe,
    );
    const talk = extractiveScore(
      sentence("In fiscal 2021 the company supported employees at the end of the pandemic with pay continuity."),
      probe,
    );
    const year = extractiveScore(sentence("During 2021 employees received a bonus."), probe);
    expect(count).toBeGreaterThan(talk);
    expect(count).toBeGreaterThan(year);
  });
});

describe("headings", () => {
  it("weigh half, numbered or not, while a line with a figure in it is no heading", () => {
    const probe = probeOf("How was the performance evaluation done?");
    const plain = extractiveScore(sentence("Performance Evaluation"), probe);
    const numbered = extractiveScore(sentence("4 Performance Evaluation"), probe);
    const section = extractiveScore(sentence("Section 4.2 Performance Evaluation"), probe);
    const figure = extractiveScore(sentence("Performance evaluation 2021 42"), probe);
    expect(plain).toBeGreaterThan(0);
    expect(numbered).toBe(plain);
    expect(section).toBe(plain);
    expect(figure).toBeGreaterThan(numbered);
  });
});

describe("units that start in lower case", () => {
  it("weigh half when a word opens them, not when a command, function or file does", () => {
    const probe = probeOf("Which paper introduced fast suppression of boxes?");
    const fragment = extractiveScore(sentence("fast suppression of boxes was introduced in the paper."), probe);
    const call = extractiveScore(
      sentence("core.fast_nms(boxes, scores) Fast suppression of boxes was introduced in the paper."),
      probe,
    );
    const listed = extractiveScore(
      sentence("znew(1), zcat(1) Fast suppression of boxes was introduced in the paper."),
      probe,
    );
    const whole = extractiveScore(sentence("Fast suppression of boxes was introduced in the paper."), probe);
    expect(fragment).toBeLessThan(whole);
    expect(call).toBe(whole);
    expect(listed).toBe(whole);
  });
});

describe("numbered lists for a count", () => {
  it("answer 'how many' only when they list the things asked, not when an item mentions them", async () => {
    const { makeDoc } = await import("../../testing/page-builder");
    const { extractiveAnswer } = await import("./extractive");
    const doc = makeDoc([
      [
        { text: "To nominate a new member of the review board:" },
        { text: "1. Open a discussion in the board repository and wait a few days for support." },
        { text: "2. After several days without objection, open a pull request adding the nominee." },
        { text: "3. Ask the nominee to review pull requests for some days before the vote." },
        { text: "Reviews", bold: true },
        { text: "One board approval is enough once a pull request has been open for 7 days." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const { claims } = extractiveAnswer("After how many days is one board approval enough?", evidence, pages);
    expect(claims[0]?.text).toBe("7 — One board approval is enough once a pull request has been open for 7 days.");
  });
});

describe("a clause quoted whole for a count", () => {
  it("is led by the count of the sentence that answers, not the first count in it", async () => {
    const { makeDoc } = await import("../../testing/page-builder");
    const { extractiveAnswer } = await import("./extractive");
    const doc = makeDoc([
      [
        {
          text: "8. Termination. Your license ends on a violation of its terms. It is reinstated if the holder does not",
        },
        { text: "notify you of the violation prior to 60 days after you stop. It is reinstated for good if you cure" },
        { text: "the violation prior to 30 days after your receipt of the notice of the violation." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const q =
      "How many days after receiving notice does a licensee have to cure a violation for the license to be reinstated?";
    const { claims } = extractiveAnswer(q, evidence, pages);
    expect(claims[0]?.text.startsWith("30 — ")).toBe(true);
  });
});

describe("a lead-in whose list is not found", () => {
  it("is no further claim: it says only that the answer follows", () => {
    const doc = makeDoc([
      [
        { text: "The generator names each class after its schema type, in the package given with --package." },
        { text: "A different package for the generated classes leads to the following changes in the class:" },
        { text: "package org.example.generated;", size: 7 },
        { text: "public final class Order extends Base {", size: 7 },
        { text: "The generated classes are placed in one source folder per package." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const { claims } = extractiveAnswer("Which package are the generated classes placed in?", evidence, pages);
    expect(claims.length).toBeGreaterThan(1);
    expect(claims.map((c) => c.text).filter((t) => t.endsWith(":"))).toEqual([]);
  });
});
