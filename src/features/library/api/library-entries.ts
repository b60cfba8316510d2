/**
 * The library as a question sees it: each stored document's cover facts and profile.
 * Under the documents query's key, so whatever refreshes the list (ingest, rename,
 * delete, import) refreshes these too.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDatabase, listLibraryEntries } from "../../../db";
import { documentsQueryOptions } from "../../../app/documents-query";

export const libraryEntriesQueryOptions = queryOptions({
  queryKey: [...documentsQueryOptions.queryKey, "entries"],
  queryFn: async () => listLibraryEntries(await getDatabase()),
});

export function useLibraryEntries() {
  return useQuery(libraryEntriesQueryOptions);
}
