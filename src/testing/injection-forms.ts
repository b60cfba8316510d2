/**
 * The disguise and placement families by name, as the manifest of src/testing/data/injection
 * refers to them (a set's own name unless it says otherwise; a round's name for a set written in
 * rounds). The families are code, not data: each is a function of the text and a random source.
 */
import {
  CONDITIONAL_AND_PERSUASIVE_DISGUISES,
  CONDITIONAL_AND_PERSUASIVE_PLACEMENTS,
} from "./injection-conditional-and-persuasive-forms";
import { ROUND_DISGUISES, type Disguise } from "./injection-disguises";
import { FEW_SHOT_DISGUISES, FEW_SHOT_PLACEMENTS, FEW_SHOT_PROBE_PLACEMENTS } from "./injection-few-shot-forms";
import { ROUND_PLACEMENTS, type Place } from "./injection-placements";
import { POLITE_AND_ENCODED_DISGUISES, POLITE_AND_ENCODED_PLACEMENTS } from "./injection-polite-and-encoded-forms";
import {
  TAMPERING_AND_SUPPRESSION_DISGUISES,
  TAMPERING_AND_SUPPRESSION_PLACEMENTS,
} from "./injection-tampering-and-suppression-forms";

const DISGUISES: Record<string, Record<string, Disguise>> = {
  ...ROUND_DISGUISES,
  "few-shot-and-new-script-orders": FEW_SHOT_DISGUISES,
  "polite-and-encoded-orders": POLITE_AND_ENCODED_DISGUISES,
  "conditional-and-persuasive-orders": CONDITIONAL_AND_PERSUASIVE_DISGUISES,
  "tampering-and-suppression-orders": TAMPERING_AND_SUPPRESSION_DISGUISES,
};

const PLACEMENTS: Record<string, Record<string, Place>> = {
  ...ROUND_PLACEMENTS,
  "few-shot-and-new-script-orders": FEW_SHOT_PLACEMENTS,
  "few-shot-probe-orders": FEW_SHOT_PROBE_PLACEMENTS,
  "polite-and-encoded-orders": POLITE_AND_ENCODED_PLACEMENTS,
  "conditional-and-persuasive-orders": CONDITIONAL_AND_PERSUASIVE_PLACEMENTS,
  "tampering-and-suppression-orders": TAMPERING_AND_SUPPRESSION_PLACEMENTS,
};

/** A family of disguises by name; the first, "none", leaves the text as written. */
export function disguiseFamily(name: string): Record<string, Disguise> {
  const family = DISGUISES[name];
  if (!family)
    throw new Error(`no disguise family "${name}" (injection-forms.ts knows ${Object.keys(DISGUISES).join(", ")})`);
  return family;
}

/** A family of placements by name; the first is where role lines go. */
export function placementFamily(name: string): Record<string, Place> {
  const family = PLACEMENTS[name];
  if (!family)
    throw new Error(`no placement family "${name}" (injection-forms.ts knows ${Object.keys(PLACEMENTS).join(", ")})`);
  return family;
}
