/**
 * The list of stored documents, one query key for the whole app: the library shows it,
 * and whatever stores or deletes a document invalidates it.
 */
import { queryOptions } from "@tanstack/react-query";
import { getDatabase, listDocuments } from "../db";

export const documentsQueryOptions = queryOptions({
  queryKey: ["library", "documents"],
  queryFn: async () => listDocuments(await getDatabase()),
});
