/**
 * A book that asks its own question in a heading ("1.1 What is Gizmo?") and names its subject in every chapter's
 * title and on every page, laid out by the real engine and read offline: asked the same question, the reader is
 * sent to the section under that heading, which the words alone do not tell from the rest.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const head = (text: string): PdfLine => ({ text, size: 14, bold: true });

const chapter = (title: string, lines: string[]): PdfLine[] => [head(title), ...para(lines)];

const BOOK: PdfLine[][] = [
  chapter("Preface", [
    "Gizmo users wrote this book for Gizmo users: Gizmo beginners, Gizmo teachers and Gizmo developers.",
    "Each chapter shows Gizmo at work, and the Gizmo sessions shown were run with the Gizmo of this year.",
  ]),
  chapter("2 Interfaces to Gizmo", [
    "The Gizmo editor mode is the most sophisticated interface to Gizmo, and Gizmo users prefer it to Gizmo alone.",
    "Gizmo can be started from a terminal, and Gizmo reads each line typed as a command to Gizmo.",
    "The Gizmo terminal interface is what Gizmo offers on every system where Gizmo is installed.",
  ]),
  [
    head("1 Introduction"),
    head("1.1 What is Gizmo?"),
    ...para([
      "Gizmo (pronounced gizmo 1 ) is a large computer program designed for the manipulation of widget expressions.",
      "You can use it to simplify widgets, expand them and solve equations over them.",
    ]),
  ],
  ...Array.from({ length: 12 }, (_, i) =>
    chapter(`${i + 5} Gizmo topic ${i + 1}`, [
      `Gizmo session ${i + 1} shows Gizmo commands, and Gizmo prints what Gizmo computed for each Gizmo command.`,
      "Gizmo users who run Gizmo in the editor see Gizmo output under each Gizmo line of the session.",
    ]),
  ),
  chapter("4 Programming Gizmo", [
    "Gizmo has a language of its own, and Gizmo programs are files of Gizmo commands that Gizmo reads in turn.",
    "Gizmo functions are defined with the Gizmo define command and called as Gizmo built-ins are.",
    "A Gizmo package is a set of Gizmo functions that Gizmo loads when a Gizmo session asks for it.",
  ]),
];

describe("a heading that asks the question", () => {
  it("sends the question to the section under it and answers from there", async () => {
    const { found, res } = await askGenerated(BOOK, "What is Gizmo?");
    expect(found.evidence[0].page_start).toBe(3);
    expect(res.claims[0].text).toMatch(/^Gizmo \(pronounced gizmo/);
  });
});
