/**
 * Upgrades a frozen version-1 database. The v1 upgrade function and v1 records below are
 * copies of what version 1 shipped and must never be edited: they stand for data already
 * in users' browsers.
 */
import "fake-indexeddb/auto";
