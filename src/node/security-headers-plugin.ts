/**
 * Puts the security headers of content-security-policy.ts on every response of the dev
 * server and of `vite preview` (`npm start`): pages, scripts, worker modules, assets,
 * proxy replies and errors alike. The listener runs before Vite's own middleware, so no
 * response can leave without them. The build also gets the policy as a <meta> tag (for
 * hosts that send no headers) and a `_headers` file (for hosts that read one).
 *
 * Dev: plugin-react injects its Fast Refresh preamble as an inline module script, which
 * `script-src 'self'` blocks. Rather than weaken the dev policy, inline scripts in the
 * dev page are served as files from /@pincite-inline/, so dev runs under the same policy.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Connect, Plugin } from "vite";
import { contentSecurityPolicy, headersFile, PARSER_WORKER_PATH, securityHeaders } from "./content-security-policy.ts";

const INLINE_PREFIX = "/@pincite-inline/";

function applyHeaders(env: NodeJS.ProcessEnv) {
  const general = securityHeaders(env);
  const parserWorker = securityHeaders(env, { parserWorker: true });
  return (req: IncomingMessage, res: ServerResponse) => {
    const headers = PARSER_WORKER_PATH.test((req.url ?? "").split("?")[0]) ? parserWorker : general;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
}

const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * A request Node cannot parse (a header over its limit, a raw space or non-ASCII byte in the
 * path) never reaches a request listener: Node, then Vite, answer it straight on the socket,
 * bare. Answered here first, with the headers; Vite's handler then finds the socket ended.
 */
function clientErrorReply(env: NodeJS.ProcessEnv) {
  const lines = Object.entries(securityHeaders(env))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (err: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    if (err.code === "ECONNRESET" || !socket.writable || (socket.bytesWritten ?? 0) > 0) return;
    const status = CLIENT_ERROR_STATUS[err.code ?? ""] ?? "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\n${lines}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  };
}

interface HttpServerLike {
  prependListener(event: "request", fn: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  prependListener(event: "clientError", fn: (err: NodeJS.ErrnoException, socket: Duplex) => void): unknown;
}

/** On the HTTP server itself when there is one (before Vite's host check), else as the first middleware. */
function install(httpServer: HttpServerLike | null, middlewares: Connect.Server, env: NodeJS.ProcessEnv): void {
  const set = applyHeaders(env);
  if (!httpServer) return void middlewares.use((req, res, next) => (set(req, res), next()));
  httpServer.prependListener("request", set);
  httpServer.prependListener("clientError", clientErrorReply(env));
}

export function securityHeadersPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  // Read now, so a malformed PINCITE_CONNECT_SRC stops the server at start with its name.
  securityHeaders(env);
  const inlineScripts = new Map<string, string>();
  return {
    name: "pincite-security-headers",
    configureServer(server) {
      install(server.httpServer as Parameters<typeof install>[0], server.middlewares, env);
      server.middlewares.use(INLINE_PREFIX, (req, res, next) => {
        const code = inlineScripts.get((req.url ?? "").replace(/^\//, "").split("?")[0]);
        if (code === undefined) return next();
        res.setHeader("content-type", "text/javascript");
        res.end(code);
      });
    },
    configurePreviewServer(server) {
      install(server.httpServer as Parameters<typeof install>[0], server.middlewares, env);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const meta = {
          tag: "meta",
          attrs: { "http-equiv": "Content-Security-Policy", content: contentSecurityPolicy(env, { forHeader: false }) },
          injectTo: "head-prepend" as const,
        };
        if (!ctx.server) return { html, tags: [meta] };
        const external = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_all, code: string) => {
          const name = createHash("sha256").update(code).digest("hex").slice(0, 16) + ".js";
          inlineScripts.set(name, code);
          return `<script type="module" src="${INLINE_PREFIX}${name}"></script>`;
        });
        return { html: external, tags: [meta] };
      },
    },
    generateBundle(_options, bundle) {
      const parserWorkers = Object.keys(bundle)
        .filter((f) => PARSER_WORKER_PATH.test(`/${f}`))
        .map((f) => `/${f}`);
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(env, parserWorkers) });
    },
  };
}
