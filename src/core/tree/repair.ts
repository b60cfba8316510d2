/**
 * Source 4: repair of a flat tree. The titles and pages are right but every heading
 * came out at one level; a LevelOracle (System One, outside this module) says how deep
 * each title sits, ~60 titles a call. Failure keeps the flat tree, marked.
 */
import type { Heading, LevelOracle, RepairStatus } from "./types";

export const REPAIR_BATCH = 60;
/** A flat list shorter than this reads fine as it is. */
export const MIN_FLAT_TO_REPAIR = 6;

export function needsRepair(headings: Heading[]): boolean {
  return headings.length >= MIN_FLAT_TO_REPAIR && new Set(headings.map((h) => h.level)).size === 1;
}

export async function repairLevels(
  headings: Heading[],
  oracle: LevelOracle | undefined,
): Promise<{ status: RepairStatus; headings: Heading[] }> {
  if (!oracle) return { status: "skipped", headings };
  const levels: number[] = [];
  try {
    for (let i = 0; i < headings.length; i += REPAIR_BATCH) {
      const batch = headings.slice(i, i + REPAIR_BATCH).map((h) => h.title);
      const got = await oracle.assignLevels(batch);
      if (!got || got.length !== batch.length || got.some((l) => !Number.isInteger(l) || l < 1))
        return { status: "failed", headings };
      levels.push(...got);
    }
  } catch {
    return { status: "failed", headings };
  }
  return { status: "applied", headings: headings.map((h, i) => ({ ...h, level: levels[i] })) };
}
