/**
 * The injection screen over every text line of real documents' pages, one page at a time as the
 * answer step gives it evidence: how many lines it quarantines offline, and how many more a System
 * One check would be asked about. What the bench reports as false positives on filings.
 */
import path from "node:path";
import {
  documentScreenOptions,
  isQuarantined,
  pageEvidence,
  screenEvidence,
  screenEvidenceCeiling,
} from "../../core/injection-screen/screen";
import { loadLayoutCached } from "../../testing/layout-cache";

export interface LineCount {
  files: number;
  lines: number;
  flagged: number;
  suspect: number;
  /** The first quarantined sentences, "file p.N (rule): text", for study. */
  examples: string[];
}

export async function documentLines(files: string[], examples = 40): Promise<LineCount> {
  const out: LineCount = { files: files.length, lines: 0, flagged: 0, suspect: 0, examples: [] };
  for (const file of files) {
    const layout = await loadLayoutCached(file);
    const options = documentScreenOptions(layout.pages);
    for (const page of layout.pages) {
      const lines = page.lines.map((l) => l.text).filter((t) => t.trim());
      const text = lines.join("\n");
      const evidence = pageEvidence(text, page.page);
      const { quarantined } = screenEvidence(evidence, options);
      // Every candidate, suspects too: the lines System One would be asked about.
      const asked = screenEvidenceCeiling(evidence, options).quarantined;
      out.lines += lines.length;
      for (const line of lines) {
        if (quarantined.length && isQuarantined(line, quarantined)) out.flagged++;
        else if (asked.length && isQuarantined(line, asked)) out.suspect++;
      }
      for (const q of quarantined)
        if (out.examples.length < examples)
          out.examples.push(`${path.basename(file)} p.${page.page} (${q.rule}): ${q.text.slice(0, 200)}`);
    }
  }
  return out;
}
