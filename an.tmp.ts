import fs from "node:fs";
import path from "node:path";
import { loadLayoutCached } from "./src/cli/layout-cache";
const dir = "../shared/financebench/pdfs";
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort();
const inv = new Map<string, number>();
const invInWord: string[] = [];
const mixed: string[] = [];
const nonLatin = new Map<string, number>();
const nonLatinEx: string[] = [];
let lines = 0;
for (const f of files) {
  const layout = await loadLayoutCached(path.join(dir, f));
  for (const p of layout.pages) for (const l of p.lines) {
    lines++;
    const t = l.text;
    for (const c of t.match(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu) ?? []) inv.set(c.codePointAt(0)!.toString(16), (inv.get(c.codePointAt(0)!.toString(16)) ?? 0) + 1);
    if (/\p{L}[\p{Default_Ignorable_Code_Point}\p{Cf}]+\p{L}/u.test(t) && invInWord.length < 20) invInWord.push(`${f} ${JSON.stringify(t)}`);
    for (const w of t.match(/[\p{L}\p{M}]+/gu) ?? []) {
      if (/\p{Script=Latin}/u.test(w) && /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u.test(w)) mixed.push(`${f} ${w} | ${t.slice(0, 80)}`);
    }
    for (const c of t.match(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu) ?? []) {
      const k = c.codePointAt(0)!.toString(16) + " " + c;
      nonLatin.set(k, (nonLatin.get(k) ?? 0) + 1);
      if (nonLatinEx.length < 30) nonLatinEx.push(`${f} ${JSON.stringify(t.slice(0, 100))}`);
    }
  }
}
console.log("lines", lines);
console.log("invisible", [...inv]);
console.log("invInWord", invInWord);
console.log("mixed", mixed.length, mixed.slice(0, 30));
console.log("nonLatin", [...nonLatin].sort((a, b) => b[1] - a[1]).slice(0, 40));
console.log(nonLatinEx.join("\n"));
