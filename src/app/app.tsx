import { DocumentView } from "./document-view";
import { useIngestProgressStore } from "../stores/ingest-progress-store";
import { closeDocument, useOpenDocumentStore } from "../stores/open-document-store";
import { useIngestFile } from "../features/ingest/api/ingest-file";
import { DropZone } from "../features/ingest/components/drop-zone";
import { IngestStatus } from "../features/ingest/components/ingest-status";
import { LibraryList } from "../features/library/components/library-list";
import { LibraryAskPanel } from "../features/library/components/library-ask-panel";
import { useLibraryAnswerLinks } from "../features/library/api/library-replay";
import { useLibraryCitationKeys } from "../features/library/api/library-citation";
import { SettingsDialog } from "../features/settings/components/settings-dialog";
import { AboutDialog } from "../features/about/about-dialog";
import { Notices } from "../shared/notices";
import { useAnswerLinks } from "../stores/answer-replay";
import { useLibraryChannel } from "../stores/library-channel";
import { useState } from "react";
import { ShortcutSheet, useShortcutSheet } from "./shortcut-sheet";

export function App() {
  useAnswerLinks();
  useLibraryChannel();
  useLibraryAnswerLinks();
  useLibraryCitationKeys();
  const { ingest, cancel } = useIngestFile();
  const doc = useOpenDocumentStore((s) => s.document);
  const storing = useOpenDocumentStore((s) => s.storing);
  const stage = useIngestProgressStore((s) => s.stage);
  const fileName = useIngestProgressStore((s) => s.fileName);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useShortcutSheet();
  const status = <IngestStatus onCancel={cancel} onPassword={(file, password) => ingest({ file, password })} />;
  return (
    <div
      data-testid="app"
      data-stage={stage}
      data-file={fileName ?? ""}
      data-storing={storing}
      className="flex h-screen flex-col"
    >
      <header className="flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-2">
        <div className="flex items-center gap-2 sm:gap-4">
          <h1 className="text-xl font-bold tracking-tight">
            Pin<span className="bg-yellow-200 px-0.5">cite</span>
          </h1>
          {doc && (
            <button
              type="button"
              onClick={closeDocument}
              className="whitespace-nowrap rounded-md px-2 py-1 text-sm text-stone-600 hover:bg-stone-100"
            >
              ← Library
            </button>
          )}
          {doc && storing && (
            <span role="status" className="text-xs text-stone-500">
              Saving to the library…
            </span>
          )}
        </div>
        <div className="flex items-center gap-3">
          {doc ? (
            <DropZone onFile={(file) => ingest({ file })} compact />
          ) : (
            <p className="hidden text-sm text-stone-500 md:block">
              Ask long documents. Every answer lands on the exact lines.
            </p>
          )}
          <button
            type="button"
            onClick={() => setShortcutsOpen(true)}
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            aria-keyshortcuts="?"
            className={
              "hidden rounded-md px-2.5 py-1 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 " +
              "sm:block"
            }
          >
            ?
          </button>
          <button
            type="button"
            onClick={() => setSettingsOpen(true)}
            className="rounded-md px-3 py-1 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"
          >
            Models
          </button>
          <button
            type="button"
            onClick={() => setAboutOpen(true)}
            className="rounded-md px-2 py-1 text-sm text-stone-600 hover:bg-stone-100"
          >
            About
          </button>
        </div>
      </header>
      {settingsOpen && <SettingsDialog onClose={() => setSettingsOpen(false)} />}
      {shortcutsOpen && <ShortcutSheet onClose={() => setShortcutsOpen(false)} />}
      {aboutOpen && <AboutDialog onClose={() => setAboutOpen(false)} />}
      {doc ? (
        <>
          <div className="px-4 pt-2 empty:hidden">{status}</div>
          <DocumentView doc={doc} />
        </>
      ) : (
        <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 overflow-auto px-4 py-10">
          <DropZone onFile={(file) => ingest({ file })} />
          {status}
          <LibraryAskPanel />
          <LibraryList />
        </main>
      )}
      <Notices />
    </div>
  );
}
