/** Public surface of the storage layer: import from "src/db", not from its files. */
export { DB_NAME, DB_VERSION, STORES, type PinciteDb } from "./schema";
export { openPinciteDb, UPDATED_ELSEWHERE_MESSAGE, type OpenOptions, type VersionChangeNotice } from "./connection";
export { DATA_VERSION } from "./migrations";
export * from "./errors";
export type * from "./records";
export { documentIdFor } from "./document-id";
export { putDocument, renameDocument, markOpened, deleteDocument, type NewDocument } from "./documents";
export {
  listDocuments,
  getDocumentMeta,
  hasDocument,
  findStoredDocument,
  getDocumentBytes,
  getPageLayout,
  getLayouts,
  getPageWires,
  getDocumentLayout,
  getTree,
} from "./document-reads";
export { sweepOrphans, type SweepResult } from "./orphans";
export { putAnswer, getAnswer, listAnswers, type NewAnswer } from "./answers";
export { putSetting, getSetting, deleteSetting, SECRET_FIELDS, type PutSettingOptions } from "./settings";
export { IdbSystemOneCache, type IdbCacheOptions } from "./system-one-cache";
export { exportDocument, importDocument, type ImportResult } from "./export-import";
export { validateExport, type DocumentExport } from "./export-shape";
export {
  requestPersistentStorage,
  estimateStorage,
  expectedStoreBytes,
  storageWarning,
  formatMb,
  type PersistResult,
  type StorageUsage,
} from "./storage-estimate";
export { putPreview, getPreview } from "./previews";
export { getDatabase, reportDatabaseNotices, type DatabaseNotice } from "./database";
export { listLibraryEntries } from "./library-entries";
export { putOcrPages, type OcrUpdate } from "./ocr-pages";
export { putNavIndex, getNavIndex } from "./nav-indexes";
