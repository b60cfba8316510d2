/**
 * Contract questions read as a person asks them: the document named with words before its kind
 * ("this director stock award"), a plan named in lower case where only an instrument has the topic
 * ("which law governs the severance plan"), disputes and venue as a topic of their own, the whole
 * clause quoted for a question on an instrument's terms, and a date that closes a sentence read as
 * prose, not as a table row.
 */
import { describe, expect, it } from "vitest";
import { makePage } from "../../testing/page-builder";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";
import { namesInstrument } from "../navigate/instrument-kinds";
import { askedTopics } from "../navigate/prose-topics";
import { isTableRow } from "./cite/candidates";
import { extractiveAnswer } from "./extractive";
import { questionFocus } from "./question-focus";

const topicNames = (q: string) => askedTopics(q).map((t) => t.name);

describe("questions that name the instrument in their own words", () => {
  it("takes words between 'this' and the kind, but not another owner's", () => {
    expect(namesInstrument("Which law governs this director stock award?")).toBe(true);
    expect(namesInstrument("Does this performance award letter guarantee employment?")).toBe(true);
    expect(namesInstrument("What is this company's plan for expansion?")).toBe(false);
  });

  it("puts a governing-law question on its topic wherever it names a kind of instrument", () => {
    expect(topicNames("Which law governs the severance plan?")).toEqual(["governing-law"]);
    expect(topicNames("What law governs the debentures' indenture?")).toEqual(["governing-law"]);
    // Topics a filing shares (how long, notice) still need the document named as an instrument.
    expect(topicNames("How long will the restructuring plan take?")).toEqual([]);
    expect(topicNames("When do the senior notes expire?")).toEqual([]);
    expect(topicNames("Which plan governs this award?")).toEqual([]);
  });

  it("reads when an agreement was signed, executed or made as its date", () => {
    expect(topicNames("When was this agreement signed?")).toEqual(["agreement-date"]);
    expect(topicNames("When was the lease executed?")).toEqual(["agreement-date"]);
    expect(topicNames("Who signed this agreement?")).toEqual(["parties"]);
  });

  it("reads where and how disputes are settled as a topic of its own", () => {
    expect(topicNames("How is a dispute about this offer letter settled?")).toEqual(["disputes"]);
    expect(topicNames("In which courts may claims under this award be heard?")).toEqual(["disputes"]);
    expect(topicNames("How many lawsuits did the company settle?")).toEqual([]);
  });

  it("does not read a question picking the main members of a kind as asking what the words mean", () => {
    expect(questionFocus("What are the main risk factors?").kind).not.toBe("definition");
    expect(questionFocus("What are the key terms?").kind).not.toBe("definition");
    expect(questionFocus("What is a claim verifier?").kind).toBe("definition");
  });
});

describe("answers on an instrument's terms", () => {
  const page = makePage(1, [
    {
      text: "2. Recovery. A bonus paid under this Letter may be taken back under the Company's rules on",
      gapBefore: 9,
    },
    { text: "recovering pay that was awarded on figures later found to be wrong.", gapBefore: 2 },
    { text: "3. At-Will Employment. Nothing in this Letter promises that you will be kept in the", gapBefore: 9 },
    { text: "employment of the Company for any set period. Either you or the Company may end it at", gapBefore: 2 },
    { text: "any time, with or without cause, whatever else this Letter may say.", gapBefore: 2 },
    { text: "4. Transfer. You may not transfer or pledge any right you hold under this Letter.", gapBefore: 9 },
  ]);
  const ev = [{ label: 1, page_start: 1, page_end: 1, text: page.text }];

  it("quotes the whole numbered clause, not its one sentence, when the question names the instrument", () => {
    const { claims } = extractiveAnswer("Does this letter promise that I keep my job?", ev, () => page);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims[0].text).toMatch(/kept in the employment/);
    expect(claims[0].text).toMatch(/whatever else this Letter may say\.$/);
    expect(claims[0].text).not.toMatch(/Transfer/);
  });
});

describe("the preamble that names the parties and the date", () => {
  const body = (text: string): PdfLine => ({ text, size: 10 });
  const head = (text: string): PdfLine => ({ text, size: 11, bold: true });
  const stamp = (): PdfLine => ({ text: "Source: NORTHWIND MEDIA CORP, 10-K, 2/21/2016", size: 8, y: 760 });
  const clauses = (n: number): PdfLine[] => [
    head(`ARTICLE ${n}`),
    body(`${n}.1 Obligations. Each party shall perform its obligations under this Agreement in good faith and`),
    body("shall keep the other party informed of any matter that may affect the performance of the services."),
    body(`${n}.2 Records. Each party shall keep complete records of the services for three (3) years.`),
    stamp(),
  ];
  const CONTRACT: PdfLine[][] = [
    [
      head("LICENSE AGREEMENT"),
      body('This License Agreement ("Agreement"), dated as of March 3, 2015, is by and between Northwind'),
      body("Media Corporation, a Delaware corporation, and Blue Harbor Holdings LLC, a Nevada company."),
      stamp(),
    ],
    clauses(1),
    clauses(2),
    [
      head("ARTICLE 3"),
      body("3.1 Relationship of the Parties. The relationship between the parties is that of independent"),
      body("contractors. Nothing contained in this Agreement shall be construed as creating any agency,"),
      body("partnership or joint venture between the parties, and neither party shall have authority to"),
      body("contract for or bind the other party in any manner whatsoever."),
      body("3.2 Counterparts. This Agreement may be signed in counterparts, each of which is an original."),
      stamp(),
    ],
    clauses(4),
  ];

  it("answers who the parties are with the sentence that says 'by and between'", async () => {
    const { res } = await askGenerated(CONTRACT, "Who are the parties to this agreement?");
    expect(res.claims[0].text).toMatch(/by and between Northwind/);
  });

  it("answers when it was signed with the date it is made as of, not a filing stamp", async () => {
    const { res } = await askGenerated(CONTRACT, "When was this agreement signed?");
    expect(res.claims[0].text).toMatch(/dated as of March 3, 2015/);
  });
});

describe("a date that closes a sentence", () => {
  it("is prose, while a label with a date alone or a row of figures stays a row", () => {
    const p = makePage(1, [
      { text: "4. The day from which the new rent is payable (the", gapBefore: 9 },
      { text: "Rent Start Date) is 14 March 2021.", gapBefore: 2 },
      { text: "the renewal was signed on March 14, 2021.", gapBefore: 9 },
      { text: "For the fiscal year ended December 31, 2019", gapBefore: 9 },
      { text: "Total revenues 1,234 1,100", gapBefore: 9 },
    ]);
    expect(isTableRow(p.lines[1])).toBe(false);
    expect(isTableRow(p.lines[2])).toBe(false);
    expect(isTableRow(p.lines[3])).toBe(true);
    expect(isTableRow(p.lines[4])).toBe(true);
  });
});
