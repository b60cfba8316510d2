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
import type { Connect, Plugin } from "vite";
import { contentSecurityPolicy, headersFile, securityHeaders } from "./content-security-policy.ts";

const INLINE_PREFIX = "/@pincite-inline/";

function applyHeaders(headers: Record<string, string>) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
}

/** On the HTTP server itself when there is one (before Vite's host check), else as the first middleware. */
function install(httpServer: { prependListener(event: "request", fn: (req: IncomingMessage, res: ServerResponse) => void): unknown } | null, middlewares: Connect.Server, headers: Record<string, string>): void {
  const set = applyHeaders(headers);
  if (httpServer) return void httpServer.prependListener("request", set);
  middlewares.use((req, res, next) => (set(req, res), next()));
}

export function securityHeadersPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  const headers = securityHeaders(env);
  const inlineScripts = new Map<string, string>();
  return {
    name: "pincite-security-headers",
    configureServer(server) {
      install(server.httpServer as Parameters<typeof install>[0], server.middlewares, headers);
      server.middlewares.use(INLINE_PREFIX, (req, res, next) => {
        const code = inlineScripts.get((req.url ?? "").replace(/^\//, "").split("?")[0]);
        if (code === undefined) return next();
        res.setHeader("content-type", "text/javascript");
        res.end(code);
      });
    },
    configurePreviewServer(server) {
      install(server.httpServer as Parameters<typeof install>[0], server.middlewares, headers);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const meta = { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: contentSecurityPolicy(env, { forHeader: false }) }, injectTo: "head-prepend" as const };
        if (!ctx.server) return { html, tags: [meta] };
        const external = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_all, code: string) => {
          const name = createHash("sha256").update(code).digest("hex").slice(0, 16) + ".js";
          inlineScripts.set(name, code);
          return `<script type="module" src="${INLINE_PREFIX}${name}"></script>`;
        });
        return { html: external, tags: [meta] };
      },
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(env) });
    },
  };
}
