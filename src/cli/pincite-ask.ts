/**
 * `pincite ask <file.pdf> "<question>" [--json] [--backend fake|none|env] [--cache] [--full]`
 *
 * Ingests a PDF, builds its tree and navigation index, and prints the evidence pages
 * (verbatim, in rank order) with the trace of every step. Offline (lexical) unless a
 * System One backend is given: `fake` starts the test server, `env` (the default when
 * PINCITE_SYSTEM_ONE_URL is set) reads URL, key and model from the environment.
 * The key is handed to the client only; nothing printed can contain it.
 */
import fs from "node:fs";
import { IngestError } from "../core/errors";
import { judgewalk, navigateOffline, type NavigationResult } from "../core/navigate";
import { createSystemOneClient, type SystemOneClient } from "../core/system-one";
import { startFakeSystemOne } from "../testing/fake-system-one";
import { fail, type Args } from "./args";
import { prepareDocument } from "./prepare-document";
import { printResult } from "./pincite-ask-print";

const USAGE = 'usage: pincite ask <file.pdf> "<question>" [--json] [--backend fake|none|env] [--cache] [--full]';


/** Runs `work` with the chosen navigator; a fake server lives only as long as the call. */
async function withNavigator(
  backend: string,
  work: (client: SystemOneClient | null) => Promise<NavigationResult>,
): Promise<NavigationResult> {
  if (backend === "none") return work(null);
  if (backend === "fake") {
    const server = await startFakeSystemOne();
    try {
      return await work(createSystemOneClient({ baseUrl: server.url, model: "jev-latest", cache: null }));
    } finally {
      await server.close();
    }
  }
  if (backend !== "env") fail(`unknown --backend ${backend} (fake|none|env)`);
  const baseUrl =
    process.env.PINCITE_SYSTEM_ONE_URL ??
    fail("--backend env needs PINCITE_SYSTEM_ONE_URL (and usually PINCITE_SYSTEM_ONE_KEY)");
  return work(
    createSystemOneClient({
      baseUrl,
      apiKey: process.env.PINCITE_SYSTEM_ONE_KEY,
      model: process.env.PINCITE_SYSTEM_ONE_MODEL || undefined,
    }),
  );
}

export async function askCommand(args: Args): Promise<void> {
  const [file, ...words] = args.positional;
  const question = words.join(" ");
  if (!file) fail(USAGE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const backend = args.options.get("backend") ?? (process.env.PINCITE_SYSTEM_ONE_URL ? "env" : "none");
  try {
    const { doc, timings: prepared } = await prepareDocument(file, args.flags.has("cache"));
    const t2 = performance.now();
    const result = await withNavigator(backend, (client) =>
      client ? judgewalk(doc, question, { client }) : Promise.resolve(navigateOffline(doc, question)),
    );
    const timings = { ...prepared, navigate_ms: Math.round(performance.now() - t2) };
    if (args.flags.has("json"))
      process.stdout.write(JSON.stringify({ file, question, backend, ...result, timings }) + "\n");
    else printResult(file, question, result, timings, args.flags.has("full"));
  } catch (err) {
    if (!(err instanceof IngestError)) throw err;
    if (args.flags.has("json")) process.stdout.write(JSON.stringify({ file, error: err.toData() }) + "\n");
    else process.stderr.write(`${file}: ${err.message}\n`);
    process.exit(1);
  }
}
