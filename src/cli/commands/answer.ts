/**
 * `pincite answer <file.pdf> "<question>" [--json] [--no-cache] [--backend fake|none|env] [--chat fake|none|env]`
 *
 * The full path over a file: ingest, tree, navigate to evidence pages, then answer with
 * pincites. System One (navigator, gate, quote pick) and the chat model are each off,
 * a local fake, or read from the environment (PINCITE_SYSTEM_ONE_URL/_KEY/_MODEL,
 * PINCITE_CHAT_URL/_KEY/_MODEL). Keys go to the clients only; nothing printed holds one.
 */
import fs from "node:fs";
import { askDocument } from "../../core/ask/ask-document";
import { fail, type Args } from "../args";
import { clientsFor } from "./backends";
import { prepareDocument, reportUnreadable } from "./prepare-document";
import { printAnswer } from "./answer-print";

const USAGE =
  'usage: pincite answer <file.pdf> "<question>" [--json] [--no-cache] [--backend fake|none|env] [--chat fake|none|env]';

export async function answerCommand(args: Args): Promise<void> {
  const [file, ...words] = args.positional;
  const question = words.join(" ");
  if (!file || !question) fail(USAGE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const clients = await clientsFor(args);
  try {
    const { layout, doc, timings: prepared } = await prepareDocument(file, { use: !args.flags.has("no-cache") });
    const t2 = performance.now();
    let t3 = t2;
    const asked = await askDocument({
      doc,
      pages: layout.pages,
      question,
      systemOne: clients.systemOne,
      chat: clients.chat,
      onNavigated: () => (t3 = performance.now()),
    });
    const { answer: res, evidence } = asked;
    const timings = { ...prepared, navigate_ms: Math.round(t3 - t2), answer_ms: Math.round(performance.now() - t3) };
    const out = {
      answer: res.answer,
      claims: res.claims,
      abstained: res.abstained,
      quarantined: res.quarantined,
      trace: {
        navigation: asked.navigation,
        evidence: evidence.map(({ text: _t, ...e }) => e),
        answer: res.trace,
        timings,
      },
    };
    if (args.flags.has("json")) process.stdout.write(JSON.stringify(out) + "\n");
    else printAnswer(file, question, res, evidence, timings);
  } catch (err) {
    reportUnreadable(file, err, args.flags.has("json"));
  } finally {
    await clients.close();
  }
}
