/**
 * The models a CLI command runs with, chosen once: `--backend` (System One) and `--chat`
 * are each `none`, `fake` (a local test server that lives as long as the command) or
 * `env` (PINCITE_SYSTEM_ONE_URL/_KEY/_MODEL, PINCITE_CHAT_URL/_KEY/_MODEL), and default to
 * `env` when the URL is set. Keys go to the clients only.
 */
import { createChatClient, type ChatClient } from "../../core/answer";
import { clientConfig } from "../../core/endpoints";
import { createSystemOneClient, type SystemOneClient } from "../../core/system-one";
import { startFakeChat } from "../../testing/fake-chat";
import { startFakeSystemOne } from "../../testing/fake-system-one";
import { fail, type Args } from "../args";

export interface CliClients {
  /** The chosen kinds, as printed in a JSON result. */
  backend: string;
  chatBackend: string;
  systemOne?: SystemOneClient;
  chat?: ChatClient;
  /** Stops the fake servers started for this command. */
  close(): Promise<void>;
}

type Closers = (() => Promise<void>)[];

async function systemOneFor(kind: string, closers: Closers): Promise<SystemOneClient | undefined> {
  if (kind === "none") return undefined;
  if (kind === "fake") {
    const server = await startFakeSystemOne();
    closers.push(() => server.close());
    return createSystemOneClient({ baseUrl: server.url, model: "jev-latest", cache: null });
  }
  if (kind !== "env") fail(`unknown --backend ${kind} (fake|none|env)`);
  const env = process.env;
  const config = clientConfig({
    baseUrl: env.PINCITE_SYSTEM_ONE_URL ?? "",
    apiKey: env.PINCITE_SYSTEM_ONE_KEY,
    model: env.PINCITE_SYSTEM_ONE_MODEL,
  });
  return createSystemOneClient(
    config ?? fail("--backend env needs PINCITE_SYSTEM_ONE_URL (and usually PINCITE_SYSTEM_ONE_KEY)"),
  );
}

async function chatFor(kind: string, closers: Closers): Promise<ChatClient | undefined> {
  if (kind === "none") return undefined;
  if (kind === "fake") {
    const server = await startFakeChat();
    closers.push(() => server.close());
    return createChatClient({ baseUrl: server.url, model: "fake-chat" });
  }
  if (kind !== "env") fail(`unknown --chat ${kind} (fake|none|env)`);
  const env = process.env;
  const config = clientConfig(
    { baseUrl: env.PINCITE_CHAT_URL ?? "", apiKey: env.PINCITE_CHAT_KEY, model: env.PINCITE_CHAT_MODEL },
    { modelRequired: true },
  );
  if (!config) fail("--chat env needs PINCITE_CHAT_URL and PINCITE_CHAT_MODEL");
  return createChatClient({ ...config, model: config.model! });
}

/** The clients the command's options ask for; `chat: false` for commands that only navigate. */
export async function clientsFor(args: Args, { chat = true }: { chat?: boolean } = {}): Promise<CliClients> {
  const closers: Closers = [];
  const backend = args.options.get("backend") ?? (process.env.PINCITE_SYSTEM_ONE_URL ? "env" : "none");
  const chatBackend = chat ? (args.options.get("chat") ?? (process.env.PINCITE_CHAT_URL ? "env" : "none")) : "none";
  return {
    backend,
    chatBackend,
    systemOne: await systemOneFor(backend, closers),
    chat: await chatFor(chatBackend, closers),
    close: async () => void (await Promise.all(closers.map((c) => c()))),
  };
}
