/**
 * Emits `sw.js`, the service worker that makes Pincite open and work offline. At build
 * time we know every file the app can ever load (the shell, the workers, pdf.js's wasm,
 * CMaps and fonts, OCR's model), so the worker precaches exactly that list, keyed by a hash of
 * it and of the public files' contents (their names carry no hash: a new OCR model keeps its
 * name): a new build installs a new cache and drops the old one.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

function serviceWorkerSource(files: string[], version: string): string {
  return `// Generated at build time by src/node/service-worker-plugin.ts.
const CACHE = "pincite-${version}";
const PRECACHE = ${JSON.stringify(files)};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => keys.filter((k) => k.startsWith("pincite-") && k !== CACHE))
      .then((old) => Promise.all(old.map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Model calls and anything cross-origin always go to the network.
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    const shell = () => caches.match("./index.html", { ignoreSearch: true, ignoreVary: true });
    event.respondWith(fetch(request).catch(shell));
    return;
  }
  const cached = caches.match(request, { ignoreSearch: true, ignoreVary: true });
  event.respondWith(cached.then((hit) => hit ?? fetch(request)));
});
`;
}

/**
 * The public/ files the shell uses, offline too: licence texts shown from the About panel and
 * OCR's English model (public/ocr/), as paths under public/.
 */
function shellPublicFiles(publicDir: string): string[] {
  const under = (sub: string) => {
    const dir = path.join(publicDir, sub);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .sort()
          .map((f) => `${sub}/${f}`)
      : [];
  };
  return ["favicon.svg", ...under("licenses"), ...under("ocr")];
}

export function serviceWorker(): Plugin {
  let publicDir = "public";
  return {
    name: "pincite-service-worker",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files = [
        "./",
        "./index.html",
        ...Object.keys(bundle)
          .filter((f) => f !== "index.html" && f !== "_headers" && !f.endsWith(".map"))
          .map((f) => `./${f}`),
      ];
      // public/ files are copied, not bundled; list the ones the shell uses.
      const publicFiles = shellPublicFiles(publicDir);
      files.push(...publicFiles.map((f) => `./${f}`));
      const hash = createHash("sha256").update(files.join("\n"));
      for (const f of publicFiles) hash.update(fs.readFileSync(path.join(publicDir, f)));
      const version = hash.digest("hex").slice(0, 12);
      this.emitFile({ type: "asset", fileName: "sw.js", source: serviceWorkerSource(files.sort(), version) });
    },
  };
}
