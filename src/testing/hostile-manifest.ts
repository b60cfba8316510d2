/**
 * What each file of ../shared/pdfs/hostile must end in (see its README). Shared by the
 * Node unit test and the browser e2e test so both hold the app to the same outcomes.
 */
import type { IngestErrorCode } from "../core/errors";

export type HostileOutcome =
  | { opens: true; failedPages?: number[] }
  | { error: IngestErrorCode; withPassword?: { password: string; then: "opens" | IngestErrorCode } };

export const HOSTILE_MANIFEST: Record<string, HostileOutcome> = {
  "bug1020226.pdf": { error: "not-pdf" },
  "helloworld-bad.pdf": { opens: true },
  "xref_command_missing.pdf": { opens: true },
  "issue1293r.pdf": { opens: true },
  "Pages-tree-refs.pdf": { opens: true, failedPages: [2] },
  "issue6010_1.pdf": { error: "password-required", withPassword: { password: "abc", then: "opens" } },
  "pr6531_1.pdf": { error: "password-required", withPassword: { password: "wrong-password", then: "password-wrong" } },
  "GHOSTSCRIPT-698804-1-fuzzed.pdf": { error: "no-text" },
  "PDFBOX-3148-2-fuzzed.pdf": { error: "no-text" },
  "REDHAT-1531897-0.pdf": { error: "not-pdf" },
  "poppler-742-0-fuzzed.pdf": { error: "unreadable" },
  "scan-bad.pdf": { opens: true },
  "TrueType_without_cmap.pdf": { opens: true },
  "ContentStreamCycleType3insideType3.pdf": { opens: true },
};
