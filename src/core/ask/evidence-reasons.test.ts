/** Plain reasons for the walk, on a real filing navigated offline. */
import { beforeAll, describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { navDocument, navigateOffline, type NavDocument } from "../navigate";
import { buildIndexSync } from "../tree";
import type { SectionTree } from "../tree/types";
import type { DocumentLayout } from "../types";
import { askDocument } from "./ask-document";
import { evidenceReasons, sectionAt, withEvidenceReasons } from "./evidence-reasons";

let nav: NavDocument;
let tree: SectionTree;
let layout: DocumentLayout;
beforeAll(async () => {
  layout = await loadLayoutCached(sharedFixture("financebench/pdfs/COCACOLA_2017_10K.pdf"));
  tree = buildIndexSync(layout);
  nav = navDocument(layout, tree);
}, 60_000);

const name = (p: number) => `p. ${p}`;

describe("evidenceReasons", () => {
  it("names the statement the question asks for, with no score or timing in the words", () => {
    const q = "What is the year end FY2017 net PPNE for Coca-Cola? Use the balance sheet.";
    const { evidence } = navigateOffline(nav, q);
    const reasons = evidenceReasons(q, evidence, tree.nodes, name);
    expect(reasons[0]).toMatchObject({
      page_start: evidence[0].page_start,
      headline: "Balance sheet",
      reason: "named in your question",
    });
    for (const r of reasons) {
      expect(r.reason).not.toMatch(/\d\.\d\d|ms\b|skim|score/);
      expect(r.reason.length).toBeGreaterThan(0);
    }
  });

  it("explains other pages by their section and the question's words found on them", () => {
    const q = "How much did Coca-Cola spend on advertising?";
    const { evidence } = navigateOffline(nav, q);
    const reasons = evidenceReasons(q, evidence, tree.nodes, name);
    expect(reasons.length).toBe(evidence.length);
    for (const r of reasons) {
      expect(r.headline).toBe(sectionAt(tree.nodes, r.page_start)?.title ?? null);
      expect(r.reason).toMatch(
        /named in your question|mentions “|referred to on p\. \d+|read among|holds the items|continues the/,
      );
    }
    expect(reasons.some((r) => /advertising/.test(r.reason) || r.reason === "named in your question")).toBe(true);
  });

  it(
    "says a section is named only when the question names " + "most of its title, and lists the longest shared words",
    () => {
      const node = (id: string, title: string, page: number) => ({
        id,
        title,
        level: 1,
        page_start: page,
        page_end: page,
        line_start: 0,
        children: [],
      });
      const nodes = [node("a", "Wireless Equipment Revenue", 1), node("b", "Operating Revenue", 2)];
      const text = "Operating revenue rose at the end of the year because equipment sales held up.";
      const ev = [1, 2].map((p) => ({ page_start: p, page_end: p, text, why: "skim" }));
      const [a, b] = evidenceReasons("What drove the change in operating revenue at the end?", ev, nodes, name);
      expect(a.reason).toBe("mentions “operating”, “revenue”, “end”");
      expect(b.reason).toBe("named in your question");
    },
  );

  it("shows a page under the section the question names when several share the page", () => {
    const node = (id: string, title: string, page_start: number, page_end: number) => ({
      id,
      title,
      level: 2,
      page_start,
      page_end,
      line_start: 0,
      children: [],
    });
    const nodes = [node("a", "3.5 Regular Expressions", 63, 69), node("b", "3.6 Exit Status", 69, 69)];
    nodes.push(node("c", "3.7 Environment", 69, 70));
    const ev = [
      { page_start: 69, page_end: 69, text: "Normally the exit status is 0 if a line is selected.", why: "skim" },
    ];
    const [r] = evidenceReasons("How many exit statuses does grep have?", ev, nodes, name);
    expect(r).toMatchObject({ headline: "3.6 Exit Status", reason: "named in your question" });
    // A question naming none of them keeps the innermost, last-opened section.
    const [other] = evidenceReasons("What does grep print?", ev, nodes, name);
    expect(other.headline).toBe("3.7 Environment");
  });

  it("picks the innermost section holding a page", () => {
    const leaf = { id: "s1.1", title: "Note 7", level: 2, page_start: 40, page_end: 42, line_start: 0, children: [] };
    const nodes = [
      { id: "s1", title: "Notes", level: 1, page_start: 30, page_end: 80, line_start: 0, children: [leaf] },
    ];
    expect(sectionAt(nodes, 41)?.title).toBe("Note 7");
    expect(sectionAt(nodes, 50)?.title).toBe("Notes");
    expect(sectionAt(nodes, 90)).toBeNull();
  });

  it("travel with the answer they explain, as the reading worker returns it", async () => {
    const question = "What is the year end FY2017 net PPNE for Coca-Cola? Use the balance sheet.";
    const asked = await askDocument({ doc: nav, pages: layout.pages, question });
    const result = withEvidenceReasons(asked, tree.nodes, name);
    expect(result.evidence_reasons).toEqual(evidenceReasons(question, asked.evidence, tree.nodes, name));
    expect(result.evidence_reasons?.[0]).toMatchObject({ headline: "Balance sheet", reason: "named in your question" });
    // Plain data: stored with the answer and replayed as it is.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("a page that uses another form of the question's word", () => {
  it("is named by its section, or said to mention the form it uses", () => {
    const node = (title: string) => ({
      id: "s1",
      title,
      level: 1,
      page_start: 1,
      page_end: 1,
      line_start: 0,
      children: [],
    });
    const page = { page_start: 1, page_end: 1, text: "Stir the descaling agent into warm water.", why: "" };
    const q = "How do I descale the coffee machine?";
    const [named] = evidenceReasons(q, [page], [node("Descaling the coffee machine")], name);
    expect(named.reason).toBe("named in your question");
    const [mentioned] = evidenceReasons(q, [page], [node("Care")], name);
    expect(mentioned.reason).toBe("mentions “descaling”");
  });
});
