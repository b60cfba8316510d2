/**
 * The library as the page lists it for choosing: each stored document's name and cover
 * facts. Each document's word profile stays out of this cache: only a question needs it,
 * and 20 profiles kept for the life of the page were 1 MB of the load bench's heap growth.
 * Under the documents query's key, so whatever refreshes the list (ingest, rename, delete,
 * import) refreshes these too.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDatabase, listLibraryEntries } from "../../../db";
import { documentsQueryOptions } from "../../../stores/documents-query";

export const libraryEntriesQueryOptions = queryOptions({
  queryKey: [...documentsQueryOptions.queryKey, "entries"],
  queryFn: async () =>
    (await listLibraryEntries(await getDatabase())).map(({ id, name, facts, pageCount }) => ({
      id,
      name,
      facts,
      pageCount,
    })),
});

export function useLibraryEntries() {
  return useQuery(libraryEntriesQueryOptions);
}
