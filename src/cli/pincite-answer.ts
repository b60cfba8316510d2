/**
 * `pincite answer <file.pdf> "<question>" [--json] [--cache] [--backend fake|none|env] [--chat fake|none|env]`
 *
 * The full path over a file: ingest, tree, navigate to evidence pages, then answer with
 * pincites. System One (navigator, gate, quote pick) and the chat model are each off,
 * a local fake, or read from the environment (PINCITE_SYSTEM_ONE_URL/_KEY/_MODEL,
 * PINCITE_CHAT_URL/_KEY/_MODEL). Keys go to the clients only; nothing printed holds one.
 */
import fs from "node:fs";
import { answerQuestion, createChatClient, type AnswerResult, type ChatClient } from "../core/answer";
import { IngestError } from "../core/errors";
import { judgewalk, navigateOffline } from "../core/navigate";
import { createSystemOneClient, type SystemOneClient } from "../core/system-one";
import { startFakeChat } from "../testing/fake-chat";
import { startFakeSystemOne } from "../testing/fake-system-one";
import { fail, type Args } from "./args";
import { prepareDocument } from "./prepare-document";
import { printAnswer } from "./pincite-answer-print";

const USAGE =
  'usage: pincite answer <file.pdf> "<question>" [--json] [--cache] [--backend fake|none|env] [--chat fake|none|env]';

interface Clients {
  systemOne?: SystemOneClient;
  chat?: ChatClient;
  close: () => Promise<void>;
}

async function systemOneFor(kind: string, closers: (() => Promise<void>)[]): Promise<SystemOneClient | undefined> {
  if (kind === "none") return undefined;
  if (kind === "fake") {
    const server = await startFakeSystemOne();
    closers.push(() => server.close());
    return createSystemOneClient({ baseUrl: server.url, model: "jev-latest", cache: null });
  }
  if (kind !== "env") fail(`unknown --backend ${kind} (fake|none|env)`);
  const baseUrl = process.env.PINCITE_SYSTEM_ONE_URL ?? fail("--backend env needs PINCITE_SYSTEM_ONE_URL");
  return createSystemOneClient({
    baseUrl,
    apiKey: process.env.PINCITE_SYSTEM_ONE_KEY,
    model: process.env.PINCITE_SYSTEM_ONE_MODEL || undefined,
  });
}

async function chatFor(kind: string, closers: (() => Promise<void>)[]): Promise<ChatClient | undefined> {
  if (kind === "none") return undefined;
  if (kind === "fake") {
    const server = await startFakeChat();
    closers.push(() => server.close());
    return createChatClient({ baseUrl: server.url, model: "fake-chat" });
  }
  if (kind !== "env") fail(`unknown --chat ${kind} (fake|none|env)`);
  const baseUrl = process.env.PINCITE_CHAT_URL ?? fail("--chat env needs PINCITE_CHAT_URL and PINCITE_CHAT_MODEL");
  const model = process.env.PINCITE_CHAT_MODEL ?? fail("--chat env needs PINCITE_CHAT_MODEL");
  return createChatClient({ baseUrl, apiKey: process.env.PINCITE_CHAT_KEY, model });
}

async function clientsFor(args: Args): Promise<Clients> {
  const closers: (() => Promise<void>)[] = [];
  const systemOne = await systemOneFor(
    args.options.get("backend") ?? (process.env.PINCITE_SYSTEM_ONE_URL ? "env" : "none"),
    closers,
  );
  const chat = await chatFor(args.options.get("chat") ?? (process.env.PINCITE_CHAT_URL ? "env" : "none"), closers);
  return { systemOne, chat, close: async () => void (await Promise.all(closers.map((c) => c()))) };
}


export async function answerCommand(args: Args): Promise<void> {
  const [file, ...words] = args.positional;
  const question = words.join(" ");
  if (!file || !question) fail(USAGE);
  if (!fs.existsSync(file)) fail(`no such file: ${file}`);
  const clients = await clientsFor(args);
  try {
    const { layout, doc, timings: prepared } = await prepareDocument(file, args.flags.has("cache"));
    const t2 = performance.now();
    const nav = clients.systemOne
      ? await judgewalk(doc, question, { client: clients.systemOne })
      : navigateOffline(doc, question);
    const t3 = performance.now();
    const res: AnswerResult = await answerQuestion({
      question,
      evidence: nav.evidence,
      pages: layout.pages,
      chat: clients.chat,
      systemOne: clients.systemOne,
    });
    const timings = { ...prepared, navigate_ms: Math.round(t3 - t2), answer_ms: Math.round(performance.now() - t3) };
    const out = {
      answer: res.answer,
      claims: res.claims,
      abstained: res.abstained,
      quarantined: res.quarantined,
      trace: {
        navigation: nav.trace,
        evidence: nav.evidence.map(({ text: _t, ...e }) => e),
        answer: res.trace,
        timings,
      },
    };
    if (args.flags.has("json")) process.stdout.write(JSON.stringify(out) + "\n");
    else printAnswer(file, question, res, nav.evidence, timings);
  } catch (err) {
    if (!(err instanceof IngestError)) throw err;
    if (args.flags.has("json")) process.stdout.write(JSON.stringify({ file, error: err.toData() }) + "\n");
    else process.stderr.write(`${file}: ${err.message}\n`);
    process.exitCode = 1;
  } finally {
    await clients.close();
  }
}
