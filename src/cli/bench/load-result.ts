/** What `npm run bench -- load` reports (printed as JSON with `--json`). */
import type { CodeKinds } from "./load-code-kinds";

export interface LoadResult {
  docs: number;
  questions: number;
  workers_start: number;
  workers_peak: number;
  workers_end: number;
  heap_start_mb: number;
  /** After every document was read, before the questions. */
  heap_mid_mb: number;
  heap_end_mb: number;
  heap_growth: number;
  /** Heap and its compiled code after every 25 questions, and at the end. */
  heap_by_questions: { questions: number; heap_mb: number; code_mb: number }[];
  /** Of heap_start_mb / heap_mid_mb / heap_end_mb, compiled code (V8 "code" in a heap snapshot). */
  code_start_mb: number;
  code_mid_mb: number;
  code_end_mb: number;
  /** The compiled code at the start and the end by kind (optimised, baseline, regexp, bytecode), in KB. */
  code_kinds_start: CodeKinds;
  code_kinds_end: CodeKinds;
  /**
   * Growth of the heap less its compiled code: what the app holds (stores, caches, the
   * shown library), without the machine code V8 adds as functions run hot.
   */
  heap_growth_without_code: number;
  /** The reading worker's heap (after a forced GC there) at the start and the end; null when none ran. */
  reading_worker_start_mb: number | null;
  reading_worker_end_mb: number | null;
  /** The page painter's heap (the reader's pdf.js: it opens documents and draws their pages), the same way. */
  renderer_worker_start_mb: number | null;
  renderer_worker_end_mb: number | null;
  rss_start_mb: number;
  rss_end_mb: number;
  failures: string[];
}
