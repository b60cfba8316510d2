import fs from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { securityHeadersPlugin } from "./src/node/security-headers-plugin.ts";
import { serviceWorker } from "./src/node/service-worker-plugin.ts";
import { ocrAssets } from "./src/node/ocr-assets-plugin.ts";
import { upstreamProxy } from "./src/node/upstream-proxy.ts";

const PDFJS_DIR = path.dirname(new URL(import.meta.resolve("pdfjs-dist/package.json")).pathname);
const PDFJS_ASSETS = ["cmaps", "standard_fonts", "wasm"];

/**
 * pdf.js loads CMaps, standard fonts and wasm decoders by URL at run time. Serve them
 * from node_modules in dev and copy them into the build, under /pdfjs/, so they never
 * drift from the installed pdfjs-dist version.
 */
function pdfjsAssets(): Plugin {
  return {
    name: "pincite-pdfjs-assets",
    configureServer(server) {
      server.middlewares.use("/pdfjs", (req, res, next) => {
        let rel: string;
        try {
          rel = decodeURIComponent((req.url ?? "/").split("?")[0]);
        } catch {
          return next(); // a malformed escape names no asset (it threw a 500 with Vite's error page)
        }
        const file = path.join(PDFJS_DIR, path.normalize(rel));
        if (
          !file.startsWith(PDFJS_DIR) ||
          !PDFJS_ASSETS.some((d) => file.startsWith(path.join(PDFJS_DIR, d) + path.sep)) ||
          !fs.existsSync(file)
        )
          return next();
        res.setHeader("Content-Type", file.endsWith(".wasm") ? "application/wasm" : "application/octet-stream");
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const dir of PDFJS_ASSETS) {
        for (const name of fs.readdirSync(path.join(PDFJS_DIR, dir))) {
          this.emitFile({
            type: "asset",
            fileName: `pdfjs/${dir}/${name}`,
            source: fs.readFileSync(path.join(PDFJS_DIR, dir, name)),
          });
        }
      }
    },
  };
}

/** Same-origin paths to System One and chat servers that send no CORS headers. */
function apiProxy(): Plugin {
  return {
    name: "pincite-api-proxy",
    configureServer: (server) => void server.middlewares.use(upstreamProxy()),
    configurePreviewServer: (server) => void server.middlewares.use(upstreamProxy()),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pdfjsAssets(), ocrAssets(), apiProxy(), serviceWorker(), securityHeadersPlugin()],
  worker: { format: "es" },
  build: { target: "es2022", chunkSizeWarningLimit: 4000 },
  // No CORS middleware: Vite's default reflects any localhost origin, which let a page on
  // another port read the proxy's replies. The app only ever calls its own origin.
  server: { port: 5173, cors: false },
  preview: { port: 5173, cors: false },
});
