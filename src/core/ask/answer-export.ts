/**
 * An answer to keep: one citation as text to paste (document, printed page, quote), and
 * a whole answer as Markdown with its quotes, printed and PDF pages and replay link.
 * Document text is data: Markdown's syntax characters in it are escaped, so a quote can
 * never become a link, an image or HTML where the file is rendered.
 */
import type { Citation } from "../answer/types";
import { printedLabel, type PageLabels } from "../pages";
import type { AskResult } from "./ask-document";

/** Backslash-escapes Markdown and HTML syntax in document text. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_{}[\]()<>#+!|~])/g, "\\$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** "p. 52 (PDF p. 54)", or "p. 54" when the page prints no other number. */
function pages(labels: PageLabels, page: number): string {
  const printed = printedLabel(labels, page);
  return printed && printed !== String(page) ? `p. ${printed} (PDF p. ${page})` : `p. ${page}`;
}

/** For the clipboard: “quote” — Title, p. 52. The printed number is the one people cite. */
export function citationText(title: string, labels: PageLabels, citation: Citation): string {
  const where = `${title}, p. ${printedLabel(labels, citation.page) ?? citation.page}`;
  return citation.quote ? `“${citation.quote.replace(/\s+/g, " ").trim()}” — ${where}` : where;
}

/** Each source once, by its [n], with the first citation that used it. */
function sources(result: AskResult): Citation[] {
  const byLabel = new Map<number, Citation>();
  for (const claim of result.answer.claims)
    for (const c of claim.citations) if (!byLabel.has(c.label)) byLabel.set(c.label, c);
  return [...byLabel.values()].sort((a, b) => a.label - b.label);
}

export interface AnswerExport {
  title: string;
  result: AskResult;
  labels: PageLabels;
  /** Absolute link that shows this answer again. */
  link: string;
}

export function answerMarkdown({ title, result, labels, link }: AnswerExport): string {
  const { answer } = result;
  const lines = [
    `# ${escapeMarkdown(result.question)}`,
    "",
    `*${escapeMarkdown(title)}* · asked ${new Date(result.asked_at).toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
  ];
  if (answer.abstained) lines.push("Not in the document.", "");
  answer.claims.forEach((claim, i) => {
    const marks = [...new Set(claim.citations.map((c) => c.label))].map((n) => `[${n}]`).join("");
    lines.push(`${i + 1}. ${escapeMarkdown(claim.text)} ${marks}`.trimEnd());
  });
  const cited = sources(result);
  if (cited.length) {
    lines.push("", "## Sources", "");
    for (const c of cited) {
      lines.push(
        `[${c.label}] ` +
          `${pages(labels, c.page)}${c.precision === "line" ? "" : " (page only: the exact lines were not found)"}`,
      );
      if (c.quote) lines.push("", `> ${escapeMarkdown(c.quote)}`);
      lines.push("");
    }
  }
  lines.push("", `Replay this answer: <${link}>`, "");
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

/** A file name from the document title: letters, digits and dashes only. */
export function exportFileName(title: string): string {
  return `${
    title
      .replace(/\.[a-z]{2,4}$/i, "")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "answer"
  }-answer.md`;
}
