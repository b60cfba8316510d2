/**
 * `pincite ask <file.pdf> "<question>" [--json] [--backend fake|none|env] [--no-cache] [--full]`
 *
 * Ingests a PDF, builds its tree and navigation index, and prints the evidence pages
 * (verbatim, in rank order) with the trace of every step. Offline (lexical) unless a
 * System One backend is given: `fake` starts the test server, `env` (the default when
 * PINCITE_SYSTEM_ONE_URL is set) reads URL, key and model from the environment.
 * The key is handed to the client only; nothing printed can contain it.
 */
import fs from "node:fs";
import { judgewalk, navigateOffline } from "../../core/navigate";
import { fail, type Args } from "../args";
import { clientsFor } from "./backends";
import { prepareDocument, reportUnreadable } from "./prepare-document";
import { printResult } from "./ask-print";

const USAGE = 'usage: pincite ask <file.pdf> "<question>" [--json] [--backend fake|none|env] [--no-cache] [--full]';

export async function askCommand(args: Args): Promise<void> {
  const [file, ...words] = args.positional;
  const question = words.join(" ");
  if (!file) fail(USAGE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const clients = await clientsFor(args, { chat: false });
  const { backend, systemOne: client } = clients;
  try {
    const { doc, timings: prepared } = await prepareDocument(file, { use: !args.flags.has("no-cache") });
    const t2 = performance.now();
    const result = client ? await judgewalk(doc, question, { client }) : navigateOffline(doc, question);
    const timings = { ...prepared, navigate_ms: Math.round(performance.now() - t2) };
    if (args.flags.has("json"))
      process.stdout.write(JSON.stringify({ file, question, backend, ...result, timings }) + "\n");
    else printResult(file, question, result, timings, args.flags.has("full"));
  } catch (err) {
    reportUnreadable(file, err, args.flags.has("json"));
  } finally {
    await clients.close();
  }
}
