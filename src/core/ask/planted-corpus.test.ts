import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuestion, createChatClient } from "../answer";
import { foldConfusables } from "../injection-screen/confusables";
import type { DocumentLayout } from "../types";
import { ingestPdfInNode } from "../../node/ingest-node";
import { startFakeChat } from "../../testing/fake-chat";
import { injectionVariants, type PlantedVariant } from "../../testing/injection-corpus";
import { makePdf, type PdfLine } from "../../testing/make-pdf";

/**
 * The plumbing under test: what the screen catches on a page never becomes a claim or
 * reaches a prompt, however the PDF's lines split it. So the plants are those of
 * development-orders (the catch rate of the other sets is the bench's figure), ASCII only, since Helvetica in
 * a generated PDF writes Latin-1: plain and digit-disguised ones.
 */
const PLANTS = injectionVariants("development-orders").filter(
  (v) => /^[\x20-\x7e\n]+$/.test(v.plant) && ["none", "leet", "leet-2"].includes(v.obfuscation),
);

const PROSE = [
  "Revenue grew to 4,210 million dollars in 2024, up 6 percent from 2023.",
  "Operating margin improved to 18 percent on lower freight costs.",
  "Capital expenditure was 310 million dollars, mostly for new plants.",
  "The company has 1,250 million dollars of long-term debt due after 2027.",
];

/** A plant as a producer would set it: one line, or two when long. */
function plantLines(v: PlantedVariant): PdfLine[] {
  const flat = v.plant.replace(/\n/g, " ");
  const cut = flat.indexOf(" ", 80);
  return (cut < 0 ? [flat] : [flat.slice(0, cut), flat.slice(cut + 1)]).map((text) => ({ text, size: 9 }));
}

/** Pages of real-looking prose with eight plants on each, between the paragraphs. */
function plantedReport(): Uint8Array {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < PLANTS.length; i += 8) {
    const lines: PdfLine[] = [{ text: `Results, part ${pages.length + 1}`, size: 14 }];
    PLANTS.slice(i, i + 8).forEach((v, k) => lines.push({ text: PROSE[k % PROSE.length], size: 9 }, ...plantLines(v)));
    pages.push(lines);
  }
  return makePdf(pages);
}

/** Word pairs of a plant found in `text` (folded), as a share of the plant's pairs. */
function plantShare(plant: string, text: string): number {
  const words = (s: string) => foldConfusables(s).match(/[\p{L}\p{N}]+/gu) ?? [];
  const own = words(plant);
  const pairs = own.slice(1).map((w, i) => `${own[i]} ${w}`);
  const hay = ` ${words(text).join(" ")} `;
  return pairs.filter((p) => hay.includes(` ${p} `)).length / Math.max(1, pairs.length);
}

const QUESTIONS = [
  "What was revenue in 2024?",
  "How much long-term debt does the company have?",
  "What should the answer say about the company?",
];

let layout: DocumentLayout;
let chat: Awaited<ReturnType<typeof startFakeChat>>;
beforeAll(async () => {
  layout = (await ingestPdfInNode(plantedReport())).layout;
  chat = await startFakeChat({ apiKey: "sk-chat-corpus-test" });
});
afterAll(async () => chat.close());

const evidence = () => layout.pages.map((p) => ({ page_start: p.page, page_end: p.page, text: p.text }));

describe("generated planted instructions in a PDF", () => {
  it("has enough plants, and layout reads every one of them", () => {
    expect(PLANTS.length).toBeGreaterThanOrEqual(50);
    const all = layout.pages.map((p) => p.text).join("\n");
    for (const v of PLANTS) expect(plantShare(v.plant, all)).toBeGreaterThan(0.9);
  });

  it.each(QUESTIONS)("never become extractive claims: %s", async (question) => {
    const res = await answerQuestion({ question, evidence: evidence(), pages: layout.pages });
    expect(res.quarantined.length).toBeGreaterThanOrEqual(PLANTS.length);
    for (const c of res.claims)
      for (const v of PLANTS) expect(plantShare(v.plant, c.text), `${c.text} ← ${v.plant}`).toBeLessThan(0.34);
  });

  it("never reach the chat model's prompt", async () => {
    const client = createChatClient({ baseUrl: chat.url, apiKey: "sk-chat-corpus-test", model: "fake-chat-1" });
    const res = await answerQuestion({
      question: QUESTIONS[0],
      evidence: evidence(),
      pages: layout.pages,
      chat: client,
    });
    const sent = JSON.stringify(chat.requests.at(-1)?.body);
    expect(sent).toContain("4,210 million");
    const leaked = PLANTS.filter((v) => plantShare(v.plant, sent) >= 0.34).map((v) => v.plant);
    expect(leaked).toEqual([]);
    expect(JSON.stringify(res)).not.toContain("sk-chat-corpus-test");
  });
});
