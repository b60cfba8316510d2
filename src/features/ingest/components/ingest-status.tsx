import { useState } from "react";
import { isReading, useIngestProgressStore, type IngestStage } from "../../../stores/ingest-progress-store";
import { ProgressBar } from "../../../shared/progress-bar";

interface IngestStatusProps {
  onCancel: () => void;
  onPassword: (file: File, password: string) => void;
}

const STAGE_TEXT: Partial<Record<IngestStage, string>> = {
  opening: "Reading the file…",
  "finding-contents": "Finding the contents…",
  "placing-sections": "Placing sections on their pages…",
};

/** Progress while a file is read, and a clear message (or password prompt) when it fails. */
export function IngestStatus({ onCancel, onPassword }: IngestStatusProps) {
  const { stage, fileName, progress, error, passwordFor } = useIngestProgressStore();
  const [password, setPassword] = useState("");
  if (isReading(stage)) {
    const pct = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
    return (
      <section
        aria-live="polite"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
        data-testid="ingest-progress"
      >
        <div className="flex items-center justify-between gap-4 text-sm">
          <span className="truncate font-medium">{fileName}</span>
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md px-3 py-1 text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            Cancel
          </button>
        </div>
        <ProgressBar
          pct={pct}
          label="Reading pages"
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
          fill="bg-amber-500"
        />
        <p className="mt-2 text-xs text-stone-500">
          {STAGE_TEXT[stage] ?? `Reading pages: ${progress.done} of ${progress.total}`}
        </p>
      </section>
    );
  }
  if (stage === "failed" && error) {
    return (
      <section
        role="alert"
        className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
        data-testid="ingest-error"
      >
        <p>
          <span className="font-semibold">{fileName}: </span>
          {error}
        </p>
        {passwordFor && (
          <form
            className="mt-3 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              onPassword(passwordFor, password);
              setPassword("");
            }}
          >
            <label className="sr-only" htmlFor="pdf-password">
              Password
            </label>
            <input
              id="pdf-password"
              type="password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="flex-1 rounded-md px-3 py-1.5 text-stone-900 ring-1 ring-red-300"
              placeholder="Password"
            />
            <button type="submit" className="rounded-md bg-red-800 px-4 py-1.5 font-medium text-white hover:bg-red-900">
              Open
            </button>
          </form>
        )}
      </section>
    );
  }
  return null;
}
