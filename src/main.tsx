import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { layoutPool } from "./bridge/layout-pool";
import { warmRenderer } from "./bridge/pdf-renderer";
import { loadSettings } from "./features/settings/api/persist-settings";
import "./app/index.css";
import { reportDatabaseNotices } from "./db";
import { useNoticeStore } from "./shared/notice-store";

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
// layout workers start once the person shows intent to add a file (they would compete
// for the cores with a reopen on a small machine).
warmRenderer();
void loadSettings().catch(() => undefined);
for (const event of ["dragenter", "pointerover", "focusin"] as const) {
  window.addEventListener(
    event,
    (e) => (e.target as Element | null)?.closest?.('[data-testid="drop-zone"]') && layoutPool.warm(),
    { passive: true },
  );
}

// The built app works offline: a service worker caches the shell, the workers and pdf.js's files.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined),
  );
}
