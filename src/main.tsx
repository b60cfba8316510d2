import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { layoutPool } from "./bridge/layout-pool";
import "./app/index.css";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);

// Load pdf.js in the layout workers while the person is still choosing a file.
const warm = () => layoutPool.warm();
if ("requestIdleCallback" in window) requestIdleCallback(warm, { timeout: 2000 });
else setTimeout(warm, 500);

// The built app works offline: a service worker caches the shell, the workers and pdf.js's files.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined));
}
