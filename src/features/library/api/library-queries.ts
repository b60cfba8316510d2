/**
 * The library: every stored document, and what can be done to one (open, rename, delete,
 * export, import). One query key; every mutation invalidates it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentsQueryOptions } from "../../../stores/documents-query";
import { deleteDocument, exportDocument, getDatabase, importDocument, renameDocument } from "../../../db";
import { closeDocument, useOpenDocumentStore } from "../../../stores/open-document-store";
import { announceDeleted } from "../../../stores/library-channel";

export function useDocuments() {
  return useQuery(documentsQueryOptions);
}

function useInvalidateLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentsQueryOptions.queryKey });
}

export function useRenameDocument() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => renameDocument(await getDatabase(), id, title),
    onSettled: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: async (id: string) => {
      await deleteDocument(await getDatabase(), id);
      announceDeleted(id);
      if (useOpenDocumentStore.getState().document?.id === id) closeDocument();
    },
    onSettled: invalidate,
  });
}

/** Saves a document with its tree and answers as a .pincite.json file. */
export function useExportDocument() {
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => {
      const data = await exportDocument(await getDatabase(), id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data)], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `${title.replace(/[^\w.-]+/g, "_").slice(0, 80) || "document"}.pincite.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

export function useImportDocument() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: async (file: File) => {
      let value: unknown;
      try {
        value = JSON.parse(await file.text());
      } catch {
        throw new Error(`${file.name} is not a Pincite export (it is not JSON).`);
      }
      return importDocument(await getDatabase(), value);
    },
    onSettled: invalidate,
  });
}
