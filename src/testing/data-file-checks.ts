/**
 * What every data file's loader test asks first (core/data-file.ts): the file as shipped loads, and
 * a file of another format or version, or one that does not say what produced it, is refused with a
 * message naming the file.
 */
import { expect } from "vitest";
import { DataFileError } from "../core/data-file";

export function expectHeaderChecked(load: (file: unknown) => unknown, data: { version: number }, file: string): void {
  expect(load(data)).toBeTruthy();
  expect(() => load({ ...data, format: "other" })).toThrow(DataFileError);
  expect(() => load({ ...data, version: data.version + 1 })).toThrow(new RegExp(`^${file.replace(/\./g, "\\.")}: `));
  expect(() => load({ ...data, produced_by: "" })).toThrow(/produced_by/);
}
