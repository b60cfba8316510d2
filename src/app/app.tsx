import { DocumentView } from "../features/reader/components/document-view";
import { useDocumentStore } from "../features/ingest/api/document-store";
import { useIngestFile } from "../features/ingest/api/ingest-file";
import { DropZone } from "../features/ingest/components/drop-zone";
import { IngestStatus } from "../features/ingest/components/ingest-status";

export function App() {
  const { ingest, cancel } = useIngestFile();
  const doc = useDocumentStore((s) => s.document);
  const stage = useDocumentStore((s) => s.stage);
  const fileName = useDocumentStore((s) => s.fileName);
  return (
    <div data-testid="app" data-stage={stage} data-file={fileName ?? ""} className="mx-auto flex min-h-screen max-w-7xl flex-col gap-6 px-4 py-6 sm:px-8">
      <header className="flex items-baseline justify-between">
        <h1 className="text-2xl font-bold tracking-tight">
          Pin<span className="bg-yellow-200 px-0.5">cite</span>
        </h1>
        <p className="hidden text-sm text-stone-500 sm:block">Ask long documents. Every answer lands on the exact lines.</p>
      </header>
      <DropZone onFile={(file) => ingest({ file })} compact={!!doc} />
      <IngestStatus onCancel={cancel} onPassword={(file, password) => ingest({ file, password })} />
      {doc && <DocumentView doc={doc} />}
    </div>
  );
}
