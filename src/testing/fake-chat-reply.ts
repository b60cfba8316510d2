/**
 * The fake chat server's deterministic "model": it reads the question and the evidence
 * blocks out of the prompt and answers with the two sentences (or table lines) that share
 * most with the question, each followed by its evidence label, as a careful model would.
 */
import { contentTokens, questionKeywords, stem } from "../core/answer/normalize";
import { parseEvidenceBlocks, parseQuestion } from "../core/answer/chat/prompt";
import { splitSentences } from "../core/answer/sentences";
import { fold } from "../core/text/fold";

export function fakeReply(messages: { role: string; content: string }[], max = 2): string {
  const user = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const keywords = new Set(questionKeywords(parseQuestion(user)).map(stem));
  const scored = parseEvidenceBlocks(user).flatMap((b) =>
    [...splitSentences(fold(b.text, "display")), ...b.text.split("\n").map((l) => l.trim())]
      .filter((s) => s.length <= 400)
      .map((s) => ({
        s,
        label: b.label,
        score: new Set(
          contentTokens(s)
            .map(stem)
            .filter((t) => keywords.has(t)),
        ).size,
      })),
  );
  const best: typeof scored = [];
  for (const x of scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.s.length - b.s.length)) {
    if (best.length < max && !best.some((y) => y.s.includes(x.s) || x.s.includes(y.s))) best.push(x);
  }
  if (!best.length) return "Not in the document.";
  return best.map((x) => `${x.s.replace(/[.!?]+$/, "")} [${x.label}].`).join(" ");
}
