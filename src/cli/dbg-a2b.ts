import fs from "node:fs";
import { askedSuperlative } from "../core/answer/superlative";
for (const l of fs.readFileSync("../shared/financebench/questions.jsonl", "utf8").split("\n").filter(Boolean)) {
  const q = JSON.parse(l);
  const s = askedSuperlative(q.question);
  if (s) console.log(q.id.slice(-5), JSON.stringify(s), q.question.slice(0, 120));
}
