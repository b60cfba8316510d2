import { useQuery } from "@tanstack/react-query";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { estimateStorage, formatMb, storageWarning, type DocumentSummary } from "../../../db";
import {
  useDeleteDocument,
  useDocuments,
  useExportDocument,
  useImportDocument,
  useRenameDocument,
} from "../api/library-queries";
import { loadCoverPreview } from "../../../stores/cover-preview";
import { openStoredDocument } from "../../../stores/open-stored-document";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * The stored picture of page 1, small; a plain sheet until (or unless) there is one. The
 * picture is put on the element when it has loaded rather than through state: a state
 * update rendered the row again, and a row rendered again keeps a second copy of its
 * fibers for as long as the library is shown.
 */
function Thumbnail({ docId }: { docId: string }) {
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void loadCoverPreview(docId).then((u) => {
      made = u;
      const img = picture.current;
      if (!live || !u || !img) return void (u && !live && URL.revokeObjectURL(u));
      img.onload = () => void (img.hidden = false);
      img.src = u;
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [docId]);
  return (
    <span
      className="block h-14 w-11 shrink-0 overflow-hidden rounded-sm bg-white shadow-sm ring-1 ring-stone-200"
      aria-hidden
    >
      <img
        ref={picture}
        hidden
        alt=""
        className="h-full w-full object-cover object-top"
        data-testid="library-thumbnail"
      />
    </span>
  );
}

/** What a row can do to its document; one set for the whole list. */
interface RowActions {
  rename(variables: { id: string; title: string }): void;
  remove(id: string): void;
  exportDoc(variables: { id: string; title: string }): void;
}

/**
 * The list's mutations, made once: three per row were three observers, their results and
 * their hooks for every stored document, kept for as long as the library was shown. One
 * object for the life of the list, so that rows can skip re-rendering (see LibraryRow).
 */
function useRowActions(): RowActions {
  const { mutate: rename } = useRenameDocument();
  const { mutate: remove } = useDeleteDocument();
  const { mutate: exportDoc } = useExportDocument();
  return useMemo(() => ({ rename, remove, exportDoc }), [rename, remove, exportDoc]);
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

/**
 * "160 pages · 12.3 MB file · 15.1 MB stored · added 1 Dec 2026", one text node (six were
 * six fibers and six DOM nodes a row); a document saved in part says how much of it is.
 */
const rowDetails = (doc: DocumentSummary) =>
  [
    doc.pagesStored === undefined ? `${doc.pageCount} pages` : `${doc.pagesStored} of ${doc.pageCount} pages saved`,
    `${mb(doc.size)} file`,
    ...(doc.storedBytes ? [`up to ${mb(doc.storedBytes)} stored`] : []),
    `added ${dateFormat.format(doc.addedAt)}`,
  ].join(" · ");

interface RowProps {
  doc: DocumentSummary;
  actions: RowActions;
}

/** The fields a row shows and acts on: not `lastOpenedAt`, which only orders the list. */
const SHOWN: readonly (keyof DocumentSummary)[] = [
  "id",
  "title",
  "fileName",
  "pageCount",
  "size",
  "addedAt",
  "pagesStored",
  "storedBytes",
];

const sameRow = (a: RowProps, b: RowProps) => a.actions === b.actions && SHOWN.every((k) => a.doc[k] === b.doc[k]);

/**
 * One stored document. Memoised: the list re-renders each time a document is added or
 * reopened, so only the rows whose shown fields changed render again; reopening a
 * document changes only when it was last opened. A rendered-again row also keeps a second
 * copy of its fibers for as long as the library is shown.
 */
const LibraryRow = memo(function LibraryRow({ doc, actions }: RowProps) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(doc.title);
  const { rename, remove, exportDoc } = actions;
  const open = () => void openStoredDocument(doc.id, doc.fileName);
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
      data-testid="library-row"
      data-doc-id={doc.id}
    >
      {editing ? (
        <form
          className="flex min-w-0 flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim()) rename({ id: doc.id, title: title.trim() });
            setEditing(false);
          }}
        >
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            autoFocus
            aria-label="New name"
            className="min-w-0 flex-1 rounded-md px-2 py-1 ring-1 ring-stone-300"
          />
          <button type="submit" className="rounded-md bg-stone-900 px-3 py-1 text-sm text-white">
            Save
          </button>
        </form>
      ) : (
        <button type="button" onClick={open} className="flex min-w-0 flex-1 basis-64 items-center gap-3 text-left">
          <Thumbnail docId={doc.id} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-stone-900 hover:underline">{doc.title}</span>
            <span className="text-xs text-stone-500">{rowDetails(doc)}</span>
          </span>
        </button>
      )}
      <div className="flex gap-1 text-xs">
        <button
          type="button"
          onClick={() => setEditing(!editing)}
          className="rounded px-2 py-1 text-stone-600 hover:bg-stone-100"
        >
          Rename
        </button>
        <button
          type="button"
          onClick={() => exportDoc({ id: doc.id, title: doc.title })}
          className="rounded px-2 py-1 text-stone-600 hover:bg-stone-100"
        >
          Export
        </button>
        <button
          type="button"
          onClick={() => {
            if (confirm(`Delete “${doc.title}” and everything stored with it?`)) remove(doc.id);
          }}
          className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
        >
          Delete
        </button>
      </div>
    </li>
  );
}, sameRow);

function StorageUsage() {
  const usage = useQuery({ queryKey: ["storage-usage"], queryFn: () => estimateStorage(), staleTime: 10_000 });
  if (!usage.data?.usage) return null;
  const warning = storageWarning(usage.data);
  return (
    <>
      <span className="text-xs text-stone-500" data-testid="storage-usage">
        {formatMb(usage.data.usage)} used{usage.data.quota ? ` of ${formatMb(usage.data.quota)}` : ""}
        {usage.data.persisted ? " · kept by the browser" : ""}
      </span>
      {warning && (
        <span role="status" className="text-xs text-amber-800" data-testid="storage-warning">
          {warning}
        </span>
      )}
    </>
  );
}

/** Every document indexed in this browser; opens instantly, offline too. */
export function LibraryList() {
  const documents = useDocuments();
  const importDoc = useImportDocument();
  const actions = useRowActions();
  const input = useRef<HTMLInputElement>(null);
  return (
    <section
      aria-labelledby="library-heading"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      data-testid="library"
    >
      <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
        <div className="flex items-baseline gap-3">
          <h2 id="library-heading" className="font-semibold">
            Library
          </h2>
          <StorageUsage />
        </div>
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="rounded-md px-2 py-1 text-sm text-stone-600 ring-1 ring-stone-300 hover:bg-stone-50"
        >
          Import…
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Import a Pincite export"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) importDoc.mutate(file);
            e.target.value = "";
          }}
        />
      </div>
      {importDoc.error && (
        <p role="alert" className="px-4 py-2 text-sm text-red-800">
          {importDoc.error.message}
        </p>
      )}
      {documents.error && (
        <p role="alert" className="px-4 py-2 text-sm text-red-800">
          The library could not be read: {documents.error.message}
        </p>
      )}
      {documents.data && documents.data.length === 0 && (
        <p className="px-4 py-6 text-sm text-stone-500">
          Documents you open are kept here, in this browser, and reopen instantly — offline too.
        </p>
      )}
      <ul className="divide-y divide-stone-100">
        {documents.data?.map((doc) => (
          <LibraryRow key={doc.id} doc={doc} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
