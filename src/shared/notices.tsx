import { useNoticeStore } from "./notice-store";

const TONE = {
  info: "bg-sky-50 text-sky-900 ring-sky-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  error: "bg-red-50 text-red-900 ring-red-200",
};

/** Notices stack at the bottom right; each can be dismissed. */
export function Notices() {
  const { notices, dismiss } = useNoticeStore();
  if (notices.length === 0) return null;
  return (
    <div className="fixed bottom-4 right-4 z-50 flex max-w-md flex-col gap-2" aria-live="polite">
      {notices.map((n) => (
        <div
          key={n.id}
          role={n.tone === "error" ? "alert" : "status"}
          className={`flex items-start gap-3 rounded-lg p-3 text-sm shadow-lg ring-1 ${TONE[n.tone]}`}
          data-testid="notice"
        >
          <p className="flex-1">{n.message}</p>
          <button
            type="button"
            onClick={() => dismiss(n.id)}
            aria-label="Dismiss"
            className="opacity-60 hover:opacity-100"
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
