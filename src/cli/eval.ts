/** `npm run eval -- <name> [--set DIR] [--json]`: quality measurements over a document set. */
import { fail, parseArgs } from "./args";

type Eval = (args: ReturnType<typeof parseArgs>) => Promise<void>;

const EVALS: Record<string, () => Promise<Eval>> = {
  tree: async () => (await import("./eval/tree")).default,
  financebench: async () => (await import("./eval/financebench")).default,
  pincite: async () => (await import("./eval/pincite")).default,
  library: async () => (await import("./eval/library")).default,
  "library-answer": async () => (await import("./eval/library-answer")).default,
  "page-labels": async () => (await import("./eval/page-labels")).default,
  answer: async () => (await import("./eval/answer")).default,
  statements: async () => (await import("./eval/statements")).default,
  outlines: async () => (await import("./eval/outlines")).default,
  documents: async () => (await import("./eval/documents")).default,
};

const [name, ...rest] = process.argv.slice(2);
const load = EVALS[name ?? ""] ?? fail(`usage: eval <${Object.keys(EVALS).join("|") || "…"}> [--set DIR] [--json]`);
await (
  await load()
)(parseArgs(rest, ["set", "limit", "backend", "part", "cache", "dir"]));
