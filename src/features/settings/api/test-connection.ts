/**
 * "Test connection": one tiny real request with the settings as typed, so a wrong URL,
 * key or model is found before a question fails. Messages are the clients' own named
 * errors, which never contain the key.
 */
import { createChatClient } from "../../../core/answer/chat/chat-client";
import { clientConfig, type ClientConfig, type EndpointSettings } from "../../../core/endpoints";
import { createSystemOneClient } from "../../../core/system-one/client";
import { resolvedEndpoint } from "../../../stores/settings-store";

/** The endpoint as a client would use it; a blank one is tested as typed so its error says why. */
function configOf(endpoint: EndpointSettings): ClientConfig {
  const resolved = resolvedEndpoint(endpoint);
  return clientConfig(resolved) ?? { baseUrl: resolved.baseUrl };
}

export async function testSystemOne(endpoint: EndpointSettings): Promise<string> {
  const client = createSystemOneClient({ ...configOf(endpoint), cache: null, retry: { maxRetries: 0 } });
  const result = await client.ask({
    state: "Pincite connection test.",
    questions: { ok: { type: "noul", instructions: "Is this a connection test?" } },
  });
  return `Connected: ${result.model} answered in ${Math.round(result.latencyMs)} ms.`;
}

export async function testChat(endpoint: EndpointSettings): Promise<string> {
  const model = endpoint.model ?? "";
  const client = createChatClient({ ...configOf(endpoint), model });
  const t0 = performance.now();
  await client.complete({
    messages: [{ role: "user", content: "Reply with the word: ok" }],
    stream: false,
    maxTokens: 5,
  });
  return `Connected: ${model} answered in ${Math.round(performance.now() - t0)} ms.`;
}
