/**
 * Whole-or-absent writes: a document lands complete or not at all, and a failed write
 * (bad data, full quota) leaves what was stored before untouched.
 */
import "fake-indexeddb/auto";
