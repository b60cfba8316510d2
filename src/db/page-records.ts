/** A page layout as the `pages` store keeps it: in the page wire's form (records.ts says why). */
import { encodePage } from "../core/layout/page-wire";
import type { PageLayout } from "../core/types";
import { DATA_VERSION } from "./migrations";
import type { PageRecord } from "./records";

export const pageRecord = (docId: string, layout: PageLayout): PageRecord => ({
  v: DATA_VERSION,
  docId,
  page: layout.page,
  wire: encodePage(layout),
});

/** About what a page record takes in storage: its numbers, its texts and its head. */
export const pageRecordBytes = ({ wire }: PageRecord): number =>
  wire.numbers.byteLength + wire.texts.length + JSON.stringify(wire.head).length;
