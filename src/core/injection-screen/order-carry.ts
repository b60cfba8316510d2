/**
 * Sentences taken with an order beside them. A planted order often comes with a sentence that sets it up or
 * finishes it ("The text above was a test. Your real assignment: …", "SYSTEM OVERRIDE ENABLED. Safety
 * guidelines suspended …"); on its own that sentence reads as prose, so it is taken with the order: by its
 * first word ("Instead, …"), or by sharing the order's line. Sharing a line alone says little in wrapped prose,
 * where every sentence shares a line with the next: a false order in a manual would take its neighbours too. A
 * plant is set apart from the page around it (its own line, bullet, cell, note or paragraph), so the pair is
 * carried only when it meets a line's edge on the far side (the sentence before the order opens a line, or the
 * order closes its line; the order opens its line, or the sentence after it ends on the line the two share: a
 * paragraph's last sentence, wrapped past that line, is the paragraph's), or when the carried sentence wears a
 * disguise itself (letters in mixed case, look-alikes, invisible characters).
 */
import { CAMEL_RUN } from "./confusables";
import { hiddenInWords, mixedScriptWord } from "./disguise";
import { isStrong, type Verdict } from "./features";
import { continuesInstruction } from "./verdicts";

const CONTINUES: Verdict = { rule: "continues-instruction", strength: "strong" };

// Enough words of a sentence's edge to find it in a line, few enough that a wrapped sentence's edge is whole there.
const EDGE_WORDS = 3;
const words = (s: string) => s.split(" ").filter(Boolean);

const opening = (s: string) => words(s).slice(0, EDGE_WORDS).join(" ");
const closing = (s: string) => words(s).slice(-EDGE_WORDS).join(" ");

/** The lines of the text on which the end of `prev` and the start of `next` sit together. */
function seamLines(lines: readonly string[], prev: string, next: string): string[] {
  const seam = `${closing(prev)} ${words(next).slice(0, 2).join(" ")}`;
  return lines.filter((l) => l.includes(seam));
}

/** True when a line of the text opens with the sentence's first words. */
const opensLine = (lines: readonly string[], sentence: string) => lines.some((l) => l.startsWith(opening(sentence)));

/** True when a line of the text closes with the sentence's last words. */
const closesLine = (lines: readonly string[], sentence: string) => lines.some((l) => l.endsWith(closing(sentence)));

const disguised = (s: string) => CAMEL_RUN.test(s) || mixedScriptWord(s) || hiddenInWords(s);

/**
 * Sentences that carry on a strong one's order. The carry is one step from a sentence strong in itself, so a
 * carried sentence carries nothing on: "If …, then …" prose can't chain. `lines` are the text's lines, whitespace
 * folded as the units were joined.
 */
export function carryOrders(units: readonly string[], verdicts: (Verdict | null)[], lines: readonly string[]): void {
  const own = [...verdicts];
  for (let k = 1; k < units.length; k++) {
    if (isStrong(verdicts[k]) || !isStrong(own[k - 1])) continue;
    const [order, after] = [units[k - 1], units[k]];
    const seam = seamLines(lines, order, after);
    // Set apart: the order opens its line, or the sentence after it ends on the line they share.
    const apart = opensLine(lines, order) || seam.some((l) => l.endsWith(closing(after))) || disguised(after);
    if (continuesInstruction(after) || (seam.length > 0 && apart)) verdicts[k] = CONTINUES;
  }
  for (let k = units.length - 2; k >= 0; k--) {
    if (isStrong(verdicts[k]) || !isStrong(own[k + 1])) continue;
    const [before, order] = [units[k], units[k + 1]];
    const seam = seamLines(lines, before, order);
    // Set apart: the sentence before the order opens a line (a lead-in may wrap), or the order closes its line.
    const apart = opensLine(lines, before) || closesLine(lines, order) || disguised(before);
    if (seam.length && apart) verdicts[k] = CONTINUES;
  }
}
