/**
 * The app's security headers, one source for the dev server, `npm start` (vite preview),
 * the built page's <meta> tag and the `_headers` file shipped for static hosts.
 *
 * The policy must travel as a response header, not only as the <meta> tag: a worker
 * script takes its CSP from its own response, so the workers that parse untrusted PDFs
 * were unconfined, and `frame-ancestors` cannot be set by a meta tag at all.
 *
 * No 'unsafe-eval' (pdf.js 6 needs none); 'wasm-unsafe-eval' for pdf.js's decoders and
 * the PDFium engine, both loaded from the app's own origin. Images only from the app and
 * the blob:/data: URLs it makes, so an image link planted in a document or an answer
 * cannot carry anything out.
 *
 * connect-src: model servers are the user's choice, but "any https:" let code running in
 * a compromised worker post a document anywhere. The browser may reach the app itself
 * (which includes the same-origin proxy, the way to any other server: it forwards to
 * PINCITE_SYSTEM_ONE_UPSTREAM / PINCITE_CHAT_UPSTREAM), the hosted backends the Models
 * dialog offers as presets, servers on this computer (Ollama, llama.cpp) and the origins
 * the operator lists in PINCITE_CONNECT_SRC.
 */

/** Hosted model APIs the Models dialog names; each answers browsers directly (CORS). */
export const HOSTED_MODEL_ORIGINS = [
  "https://api.typesafe.ai",
  "https://openrouter.ai",
  "https://ai-gateway.vercel.sh",
  "https://gateway.ngrok.ai",
  "https://api.openai.com",
];
/** Model servers on the user's own machine (CSP has no syntax for an IPv6 literal such as [::1]). */
export const LOOPBACK_ORIGINS = ["http://localhost:*", "http://127.0.0.1:*"];

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/**
 * Extra origins from PINCITE_CONNECT_SRC (space or comma separated); a malformed one stops the server
 * with its name.
 */
export function extraConnectOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = (env.PINCITE_CONNECT_SRC ?? "").split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    if (!ORIGIN.test(origin))
      throw new Error(
        `PINCITE_CONNECT_SRC: "${origin}" is not an origin like https://models.example.com (scheme and host, ` +
          `optional port, no path).`,
      );
  }
  return list.map((o) => o.toLowerCase());
}

export function connectSources(env: NodeJS.ProcessEnv = process.env): string[] {
  return ["'self'", ...HOSTED_MODEL_ORIGINS, ...LOOPBACK_ORIGINS, ...extraConnectOrigins(env)];
}

/**
 * Workers that parse or draw untrusted PDFs (the layout workers and the reader's page
 * painter, which also loads the file's fonts; and OCR's tesseract.js workers, which read page pictures)
 * reach nothing but the app's own files (CMaps, fonts, wasm): even the model servers the page may call are
 * closed to them. Matched on the script's path in dev and in the build.
 */
export const PARSER_WORKER_PATH = /\/(layout-worker|painter-worker|pdf\.worker|pdf\.renderer|tesseract-worker)[^/]*$/;

interface PolicyOptions {
  /** Adds what only a header can carry (a meta tag ignores frame-ancestors and warns). */
  forHeader: boolean;
  parserWorker?: boolean;
}

export function contentSecurityPolicy(
  env: NodeJS.ProcessEnv = process.env,
  { forHeader, parserWorker = false }: PolicyOptions,
): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' blob: data:",
    `connect-src ${parserWorker ? "'self'" : connectSources(env).join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(forHeader ? ["frame-ancestors 'none'"] : []),
  ].join("; ");
}

/** Every response carries these, scripts and worker modules included. */
export function securityHeaders(
  env: NodeJS.ProcessEnv = process.env,
  { parserWorker = false } = {},
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env, { forHeader: true, parserWorker }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
      "display-capture=(), browsing-topics=()",
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/**
 * The same headers for static hosts that read a `_headers` file (Netlify, Cloudflare
 * Pages): every path, then the parser workers' built paths with their narrower policy
 * (where a host sends both policies, the browser enforces both, so the narrower wins).
 */
export function headersFile(env: NodeJS.ProcessEnv = process.env, parserWorkerPaths: string[] = []): string {
  const block = (path: string, headers: Record<string, string>) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const workerCsp = { "Content-Security-Policy": contentSecurityPolicy(env, { forHeader: true, parserWorker: true }) };
  return [
    "# Generated by src/node/security-headers-plugin.ts from src/node/content-security-policy.ts.",
    ...block("/*", securityHeaders(env)),
    ...parserWorkerPaths.flatMap((p) => block(p, workerCsp)),
    "",
  ].join("\n");
}
