/**
 * Tabs of Pincite share one IndexedDB but not their screens: a document deleted in one
 * tab could stay open in another, be reopened from its stale library row, or get answers
 * that can never be stored. Each tab announces its deletes on a BroadcastChannel; the
 * others refresh their library and say so about the document they have open. Reads
 * check the store as well (open-stored-document.ts), for a tab that missed the message.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useIngestProgressStore } from "./ingest-progress-store";
import { useOpenDocumentStore } from "./open-document-store";

const CHANNEL = "pincite-library";

export const DELETED_ELSEWHERE =
  "This document was deleted in another tab. It stays on screen until you leave it, but nothing about it can " +
  "be stored any more: open the file again to keep it.";

interface LibraryMessage {
  kind: "deleted";
  id: string;
}

const deletedElsewhere = new Set<string>();

const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;

export function announceDeleted(id: string): void {
  channel?.postMessage({ kind: "deleted", id } satisfies LibraryMessage);
}

export function wasDeletedElsewhere(id: string | null): boolean {
  return id !== null && deletedElsewhere.has(id);
}

function isLibraryMessage(data: unknown): data is LibraryMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as LibraryMessage).kind === "deleted" &&
    typeof (data as LibraryMessage).id === "string"
  );
}

/** Listens for other tabs' deletes while the app runs. */
export function useLibraryChannel(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!channel) return;
    const onMessage = (e: MessageEvent) => {
      if (!isLibraryMessage(e.data)) return;
      deletedElsewhere.add(e.data.id);
      void client.invalidateQueries({ queryKey: ["library"] });
      void client.invalidateQueries({ queryKey: ["answers", e.data.id] });
      if (useOpenDocumentStore.getState().document?.id === e.data.id) {
        useIngestProgressStore.getState().fail(DELETED_ELSEWHERE);
      }
    };
    channel.addEventListener("message", onMessage);
    return () => channel.removeEventListener("message", onMessage);
  }, [client]);
}
