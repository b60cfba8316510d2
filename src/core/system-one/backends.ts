/**
 * Which server speaks System One at a base URL, and what differs between them
 * (design/system-one-api.md §3): the path appended to the base, whether a key is sent,
 * and how a bare model id is spelled. Everything else (body, answers, errors) is shared.
 */

export type BackendKind = "typesafe" | "openrouter" | "vercel" | "litellm" | "ngrok" | "ollama" | "proxy" | "custom";

export interface BackendSpec {
  kind: BackendKind;
  label: string;
  /** Appended to the normalised base URL. */
  path: string;
  /** Whether the server expects `Authorization: Bearer <key>`. */
  usesKey: boolean;
  defaultModel: string;
  /** How this host spells a bare `jev-*` id; identity where the host takes TypeSafe's ids. */
  mapModel: (model: string) => string;
  /** Restores a path prefix users often leave off the host's documented base. */
  fixBase?: (base: string) => string;
}

const withSuffix = (suffix: string) => (base: string) => (base.toLowerCase().endsWith(suffix) ? base : base + suffix);

const same = (m: string) => m;

export const BACKENDS: Record<BackendKind, BackendSpec> = {
  typesafe: {
    kind: "typesafe",
    label: "TypeSafe",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "jev-latest",
    mapModel: same,
  },
  // OpenRouter namespaces models; `~` marks its floating alias [ORS].
  openrouter: {
    kind: "openrouter",
    label: "OpenRouter",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "~typesafe/jev-latest",
    mapModel: (m) => (m.includes("/") ? m : m === "jev-latest" ? "~typesafe/jev-latest" : `typesafe/${m}`),
    fixBase: withSuffix("/api"),
  },
  // Vercel documents only `typesafe-ai/jev`; whether bare ids work is unconfirmed [VCL].
  vercel: {
    kind: "vercel",
    label: "Vercel AI Gateway",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "typesafe-ai/jev",
    mapModel: same,
    fixBase: withSuffix("/typesafe"),
  },
  litellm: {
    kind: "litellm",
    label: "LiteLLM proxy",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "jev-latest",
    mapModel: same,
  },
  ngrok: {
    kind: "ngrok",
    label: "ngrok AI gateway",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "jev-latest",
    mapModel: same,
  },
  ollama: {
    kind: "ollama",
    label: "Ollama",
    path: "/v1/systemone",
    usesKey: false,
    defaultModel: "nimble",
    mapModel: same,
  },
  // The app's own same-origin proxy adds the real key server-side, so the browser sends none
  // unless the user gave one (then it is forwarded as-is).
  proxy: {
    kind: "proxy",
    label: "Pincite proxy",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "jev-latest",
    mapModel: same,
  },
  custom: {
    kind: "custom",
    label: "System One server",
    path: "/v1/systemone",
    usesKey: true,
    defaultModel: "jev-latest",
    mapModel: same,
  },
};

/** Drops a trailing slash and a pasted `/v1/systemone` or `/v1`, so both spellings work. */
export function normaliseBaseUrl(baseUrl: string): string {
  let b = baseUrl.trim().replace(/\/+$/, "");
  b = b.replace(/\/v1\/systemone$/i, "").replace(/\/v1$/i, "");
  return b;
}

/** Host part of an absolute URL, or null for a relative (same-origin) one. */
function parseUrl(base: string): { host: string; port: string; path: string } | null {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:?#]+)(?::(\d+))?([^?#]*)/i.exec(base);
  return m ? { host: m[1].toLowerCase(), port: m[2] ?? "", path: m[3] ?? "" } : null;
}

/** Picks the backend from the base URL; an explicit choice always wins. */
export function detectBackend(baseUrl: string, explicit?: BackendKind): BackendSpec {
  if (explicit) return BACKENDS[explicit];
  const base = normaliseBaseUrl(baseUrl);
  const u = parseUrl(base);
  if (!u) return BACKENDS.proxy; // relative path: same-origin proxy
  if (u.host === "api.typesafe.ai") return BACKENDS.typesafe;
  if (u.host === "openrouter.ai" || u.host.endsWith(".openrouter.ai")) return BACKENDS.openrouter;
  if (u.host === "ai-gateway.vercel.sh") return BACKENDS.vercel;
  if (u.host.endsWith("ngrok.ai")) return BACKENDS.ngrok;
  if (u.port === "11434") return BACKENDS.ollama;
  if (/\/typesafe$/i.test(u.path)) return BACKENDS.litellm;
  return BACKENDS.custom;
}

/** The URL requests are POSTed to. */
export function endpointUrl(baseUrl: string, spec: BackendSpec): string {
  const base = normaliseBaseUrl(baseUrl);
  return (spec.fixBase ? spec.fixBase(base) : base) + spec.path;
}

export function requestHeaders(spec: BackendSpec, apiKey: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (spec.usesKey && apiKey) headers.authorization = `Bearer ${apiKey}`;
  return headers;
}

export function resolveModel(spec: BackendSpec, model: string | undefined): string {
  const m = model?.trim();
  return m ? spec.mapModel(m) : spec.defaultModel;
}
