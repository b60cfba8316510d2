/**
 * Repair when a document has no headings at all: the lines are cut into numbered windows
 * and System One is asked, for each window, which line (if any) starts a new section. The
 * chosen lines become level-1 headings for the same deterministic tree builder. One
 * request carries every window of a batch, one choice question each.
 */
import type { SystemOneClient } from "../system-one";
import type { DocumentLayout } from "../types";
import type { Heading } from "./types";

/** Lines per window, and windows per request (keeps each request well under Jev's limits). */
export const WINDOW_LINES = 40;
export const WINDOWS_PER_REQUEST = 20;
/**
 * With ~40 options a choice's confidence (peakedness) is low even when the pick is clear,
 * so a start is taken when the model prefers that line over "none" by this factor.
 */
export const MIN_OVER_NONE = 1.5;

interface NumberedLine {
  page: number;
  line: number;
  text: string;
}

function numberedLines(layout: DocumentLayout): NumberedLine[] {
  return layout.pages.flatMap((p) =>
    p.lines.map((l, i) => ({ page: p.page, line: i, text: l.text.trim() })).filter((l) => /\p{L}/u.test(l.text)),
  );
}

async function askWindows(client: SystemOneClient, windows: NumberedLine[][]): Promise<Heading[]> {
  const questions: Record<string, { type: "choice"; instructions: string; criteria: Record<string, string | null> }> =
    {};
  windows.forEach((w, k) => {
    const criteria: Record<string, string | null> = { none: "no line here starts a new section" };
    // Each option is described by its own line, so the choice reads the text it names.
    w.forEach((l, j) => (criteria[String(j + 1)] = `line ${j + 1}: ${l.text.slice(0, 120)}`));
    questions[`w${k}`] = {
      type: "choice",
      instructions:
        "These are consecutive lines of the document, in order. Which one is the title that starts a new " +
        "section? Answer `none` if none is.",
      criteria,
    };
  });
  const result = await client.ask({
    state: "Finding where the sections of a document without headings begin.",
    questions,
  });
  const answers = result.answers as Record<
    string,
    { choice?: string; probabilities?: Record<string, number> } | undefined
  >;
  const out: Heading[] = [];
  windows.forEach((w, k) => {
    const a = answers[`w${k}`];
    const j = Number(a?.choice) - 1;
    const p = a?.probabilities ?? {};
    if (!(j >= 0) || !w[j] || (p[a!.choice!] ?? 0) < MIN_OVER_NONE * (p.none ?? 0)) return;
    out.push({ title: w[j].text.slice(0, 120), level: 1, page: w[j].page, line: w[j].line });
  });
  return out;
}

/** Section starts found by System One, or null when it could not say (caller keeps its fallback). */
export async function reconstructHeadings(layout: DocumentLayout, client: SystemOneClient): Promise<Heading[] | null> {
  const lines = numberedLines(layout);
  const windows: NumberedLine[][] = [];
  for (let i = 0; i < lines.length; i += WINDOW_LINES) windows.push(lines.slice(i, i + WINDOW_LINES));
  const headings: Heading[] = [];
  try {
    for (let i = 0; i < windows.length; i += WINDOWS_PER_REQUEST)
      headings.push(...(await askWindows(client, windows.slice(i, i + WINDOWS_PER_REQUEST))));
  } catch {
    return null;
  }
  return headings.length >= 2 ? headings : null;
}
