/**
 * `pincite ask --library <dir> "<question>" [--json] [--backend …]` and
 * `pincite answer --library <dir> "<question>" [--json] [--backend …] [--chat …]`:
 * the question goes to the whole folder as one library. Routing picks the documents,
 * each is walked, and every evidence page and citation names its file.
 */
import path from "node:path";
import { askLibrary, citationLabel, type LibraryAskResult } from "../../core/library/ask-library";
import { fail, type Args } from "../args";
import { clientsFor } from "./backends";
import { libraryFiles, openLibrary, libraryAskInput } from "./library-dir";

const USAGE = (verb: string) =>
  `usage: pincite ${verb} --library <dir> "<question>" [--json] ` +
  `[--backend fake|none|env]${verb === "answer" ? " [--chat fake|none|env]" : ""}`;

/** Key-free JSON: evidence with its file, the routing trace, and the answer when asked for. */
function jsonOf(result: LibraryAskResult, withAnswer: boolean) {
  const evidence = result.evidence.map((e, i) => ({
    label: i + 1,
    file: e.doc_id,
    page_start: e.page_start,
    page_end: e.page_end,
    why: e.why,
    ...(withAnswer ? {} : { text: e.text }),
  }));
  const routing = {
    scope: result.routing.scope,
    chosen: result.routing.chosen,
    contenders: result.routing.contenders,
    candidates: result.routing.candidates.slice(0, 10),
    ms: result.routing.ms,
  };
  const answer = result.answer && {
    answer: result.answer.answer,
    abstained: result.answer.abstained,
    claims: result.answer.claims.map((c) => ({
      ...c,
      citations: c.citations.map((x) => ({
        ...x,
        file: result.evidence[x.label - 1]?.doc_id ?? null,
        cite: citationLabel(result, x),
      })),
    })),
    trace: result.answer.trace,
  };
  return {
    question: result.question,
    trace_token: result.trace_token,
    routing,
    evidence,
    navigations: result.navigations,
    walk_requests: result.walk_requests,
    ...(answer ? { answer } : {}),
  };
}

function printText(result: LibraryAskResult): void {
  console.log(`Q: ${result.question}\n`);
  console.log(`Routed to: ${result.routing.chosen.map((c) => `${c.id} (${c.why})`).join("; ") || "no document"}`);
  if (result.routing.contenders.length)
    console.log(`Also walked: ${result.routing.contenders.map((c) => c.id).join(", ")}`);
  console.log("\nEvidence:");
  result.evidence.forEach((e, i) => {
    const pages = `${e.page_start}${e.page_end > e.page_start ? `–${e.page_end}` : ""}`;
    console.log(`  [${i + 1}] ${e.doc_id} · p. ${pages} — ${e.why}`);
  });
  if (!result.answer) return;
  console.log(`\nA (${result.answer.trace.mode}):`);
  if (result.answer.abstained) console.log(`  ${result.answer.answer}`);
  result.answer.claims.forEach((c, i) => {
    console.log(`  ${i + 1}. ${c.text}`);
    for (const x of c.citations) {
      const quoted = x.quote ? `: “${x.quote.slice(0, 120)}”` : ` (${x.precision} precision)`;
      console.log(`     ${citationLabel(result, x)}${quoted}`);
    }
  });
}

export async function libraryCommand(verb: "ask" | "answer", args: Args): Promise<void> {
  const dir = args.options.get("library") ?? fail(USAGE(verb));
  const question = args.positional.join(" ").trim();
  if (!question) fail(USAGE(verb));
  // `ask` stops at the evidence: no chat model is started for it.
  const clients = await clientsFor(
    verb === "ask" ? { ...args, options: new Map([...args.options, ["chat", "none"]]) } : args,
  );
  try {
    const library = await openLibrary(
      libraryFiles(path.resolve(dir)),
      Number(args.options.get("cache-size") ?? 8),
      (line) => process.stderr.write(`${line}\n`),
    );
    const result = await askLibrary({
      ...libraryAskInput(library),
      question,
      systemOne: clients.systemOne,
      chat: clients.chat,
      navigateOnly: verb === "ask",
    });
    if (args.flags.has("json")) process.stdout.write(JSON.stringify(jsonOf(result, verb === "answer")) + "\n");
    else printText(result);
  } finally {
    await clients.close();
  }
}
