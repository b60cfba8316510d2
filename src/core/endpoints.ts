/**
 * Model endpoints as a person types them (the Models dialog) or the environment gives
 * them (the CLI), and the one rule for turning them into a client's configuration: blank
 * fields mean "not given", and an endpoint without a base URL is off.
 */

/** One model endpoint. Every field may be blank. */
export interface EndpointSettings {
  baseUrl: string;
  apiKey?: string;
  model?: string;
}

/** What a question needs besides the document; a missing or blank endpoint means offline. */
export interface ModelSettings {
  systemOne?: EndpointSettings;
  chat?: EndpointSettings;
}

export interface ClientConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
}

/**
 * The client configuration an endpoint stands for, or null when it is off: no base URL,
 * or no model where one is required (a chat endpoint).
 */
export function clientConfig(
  endpoint: Partial<EndpointSettings> | undefined,
  { modelRequired = false }: { modelRequired?: boolean } = {},
): ClientConfig | null {
  const baseUrl = endpoint?.baseUrl?.trim();
  const model = endpoint?.model?.trim() || undefined;
  if (!baseUrl || (modelRequired && !model)) return null;
  return { baseUrl, apiKey: endpoint?.apiKey || undefined, model };
}
