/**
 * Serves OCR's files from the app's own origin under /ocr/, from node_modules in dev and
 * copied into the build (so the service worker precaches them and OCR works offline):
 * tesseract.js's worker script, one build of its wasm core (SIMD, LSTM only: every browser
 * that runs the app has SIMD) as its loader and its .wasm, which the worker compiles as it
 * streams in (the build with the wasm inlined in its script kept 3.9 MB of base64 text in each
 * worker's heap besides the module). Fixed names, because tesseract.js's worker is given their URLs at run time
 * (src/bridge/ocr-engine.ts). The English model sits beside them in public/ocr/ (see
 * tesseract-settings.ts), copied into the build as it is.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** URL path under /ocr/ → file in node_modules. */
export function ocrAssetFiles(): Record<string, string> {
  return {
    "tesseract-worker.js": path.join(dirOf("tesseract.js"), "dist", "worker.min.js"),
    "tesseract-core-simd-lstm.js": path.join(dirOf("tesseract.js-core"), "tesseract-core-simd-lstm.js"),
    "tesseract-core-simd-lstm.wasm": path.join(dirOf("tesseract.js-core"), "tesseract-core-simd-lstm.wasm"),
  };
}

const TYPES: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm" };

export function ocrAssets(): Plugin {
  const files = ocrAssetFiles();
  return {
    name: "pincite-ocr-assets",
    configureServer(server) {
      server.middlewares.use("/ocr", (req, res, next) => {
        const file = files[(req.url ?? "/").split("?")[0].replace(/^\//, "")];
        if (!file) return next();
        res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(files))
        this.emitFile({ type: "asset", fileName: `ocr/${name}`, source: fs.readFileSync(file) });
    },
  };
}
