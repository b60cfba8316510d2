/**
 * The library as a question sees it: each stored document's cover facts and profile.
 * Under the documents query's key, so whatever refreshes the list (ingest, rename,
 * delete, import) refreshes these too.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listLibraryEntries } from "../../../db";
import { getDatabase } from "./database";
import { documentsQueryOptions } from "./library-queries";

export const libraryEntriesQueryOptions = queryOptions({
  queryKey: [...documentsQueryOptions.queryKey, "entries"],
  queryFn: async () => listLibraryEntries(await getDatabase()),
});

export function useLibraryEntries() {
  return useQuery(libraryEntriesQueryOptions);
}
