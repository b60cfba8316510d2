/**
 * "Test connection": one tiny real request with the settings as typed, so a wrong URL,
 * key or model is found before a question fails. Messages are the clients' own named
 * errors, which never contain the key.
 */
import { createChatClient } from "../../../core/answer";
import { createSystemOneClient } from "../../../core/system-one";
import { resolveBase, type SettingsState } from "../../../app/settings-store";

export async function testSystemOne(s: SettingsState["systemOne"]): Promise<string> {
  const client = createSystemOneClient({
    baseUrl: resolveBase(s.baseUrl),
    apiKey: s.apiKey || undefined,
    model: s.model || undefined,
    cache: null,
    retry: { maxRetries: 0 },
  });
  const result = await client.ask({
    state: "Pincite connection test.",
    questions: { ok: { type: "noul", instructions: "Is this a connection test?" } },
  });
  return `Connected: ${result.model} answered in ${Math.round(result.latencyMs)} ms.`;
}

export async function testChat(s: SettingsState["chat"]): Promise<string> {
  const client = createChatClient({ baseUrl: resolveBase(s.baseUrl), apiKey: s.apiKey || undefined, model: s.model });
  const t0 = performance.now();
  await client.complete({
    messages: [{ role: "user", content: "Reply with the word: ok" }],
    stream: false,
    maxTokens: 5,
  });
  return `Connected: ${s.model} answered in ${Math.round(performance.now() - t0)} ms.`;
}
