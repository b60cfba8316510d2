import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { layoutPool } from "./bridge/layout-pool";
import { warmRenderer } from "./bridge/pdf-renderer";
import { warmReadingWorker } from "./bridge/reading-worker";
import { loadSettings } from "./features/settings/api/persist-settings";
import "./app/index.css";
import { reportDatabaseNotices } from "./db";
import { useNoticeStore } from "./shared/notice-store";
import { isIngesting, useIngestProgressStore } from "./stores/ingest-progress-store";
import { documentsQueryOptions } from "./stores/documents-query";

reportDatabaseNotices(({ message, tone }) => useNoticeStore.getState().show(message, tone));

// Mutations hand their results to the stores; keeping them cached as well would hold every
// ingested document's bytes and layout in memory for minutes.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { gcTime: 0 } },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);

// Load pdf.js in the layout workers while the person is still choosing a file.
// The renderer first: reopening a stored document waits on it and on nothing else. The
// layout workers and the reading worker start once the person shows intent to add a file (they would compete
// for the cores with a reopen on a small machine).
warmRenderer();
void loadSettings().catch(() => undefined);
const warmForIngest = () => {
  layoutPool.warm();
  warmReadingWorker();
};
for (const event of ["dragenter", "pointerover", "focusin"] as const) {
  window.addEventListener(
    event,
    (e) => {
      if (!(e.target as Element | null)?.closest?.('[data-testid="drop-zone"]')) return;
      warmForIngest();
    },
    { passive: true },
  );
}
// With nothing stored, adding a file is all a person can do here, and there is no reopen for
// the workers to compete with: they start once the page has loaded, not when the pointer
// reaches the drop zone, so PDFium is compiled and warm before a first file arrives.
window.addEventListener("load", () => {
  void queryClient
    .ensureQueryData(documentsQueryOptions)
    .then((docs) => docs.length === 0 && warmForIngest())
    .catch(() => undefined);
});

/** Runs `then` once no file is being read or stored (now, or when the current ingest ends either way). */
function whenNotIngesting(then: () => void): void {
  if (!isIngesting(useIngestProgressStore.getState())) return then();
  const stop = useIngestProgressStore.subscribe((s) => {
    if (isIngesting(s)) return;
    stop();
    then();
  });
}

// The built app works offline: a service worker caches the shell, the workers and pdf.js's
// files. Installing it fetches and caches all of them (about 10 MB, scripts compiled for
// the cache: some 0.6 s of CPU on a first visit). It waits a few seconds after the page
// loads, and for a file being read to be drawn and stored, instead of taking a core from
// its layout, its first page or its storing.
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  window.addEventListener("load", () => setTimeout(() => whenNotIngesting(register), SERVICE_WORKER_DELAY_MS));
}
