import fs from "node:fs";
import path from "node:path";
import { answerQuestion } from "../core/answer";
import { navDocument, navigateOffline } from "../core/navigate";
import { buildIndex } from "../core/tree";
import { loadLayoutCached } from "./layout-cache";

const ids = process.argv.slice(2);
const set = path.resolve("../shared/financebench");
const qs = fs.readFileSync(path.join(set, "questions.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
for (const q of qs.filter((x: { id: string }) => ids.some((i) => x.id.endsWith(i)))) {
  const layout = await loadLayoutCached(path.join(set, "pdfs", `${q.doc}.pdf`));
  const nav = navDocument(layout, await buildIndex(layout));
  const found = navigateOffline(nav, q.question);
  const res = await answerQuestion({ question: q.question, evidence: found.evidence, pages: layout.pages });
  console.log("Q", q.id, q.question, "\nGOLD", q.answer.slice(0, 150), "pages", q.evidence.map((e: { page: number }) => e.page));
  console.log("EVID", found.evidence.map((e) => `${e.page_start}-${e.page_end}`).join(" "));
  res.claims.forEach((c, i) => console.log(` [${i}]`, c.text.slice(0, 220)));
}
