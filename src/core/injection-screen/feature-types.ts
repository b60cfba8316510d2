/**
 * The shape of a feature of the screen and of a verdict: a feature is a test over a sentence's folded readings,
 * strong (quarantines alone) or suspect (asks System One); a verdict is the rule a sentence tripped and its strength.
 */

export type Strength = "strong" | "suspect";

export interface Feature {
  name: string;
  strength: Strength;
  test: (reading: string) => boolean;
  /** The rule reported when the feature stands for several (else its name). */
  rule?: (reading: string) => string | null;
  /** Tested on the folded reading only: the digits it looks at are figures, never letters in disguise. */
  foldedOnly?: true;
  /**
   * A move on the answer told by words a program's manual uses of the program itself (its reply, output, user,
   * links, prompt, instructions): strong where the evidence is not software text (genre.ts), a suspect where it is.
   * Features that name the machine, override its instructions, play its roles or carry data away have no such mark.
   */
  softwareWords?: true;
  /**
   * What the feature's words also are when it is not an order (a record's field, a fragment of a list): tested on
   * the sentence and its folded reading before the feature is.
   */
  except?: (sentence: string, folded: string) => boolean;
}

export interface Verdict {
  rule: string;
  strength: Strength;
}

/** A strong verdict quarantines; a suspect one is left to the System One check when there is one. */
export const isStrong = (v: Verdict | null): boolean => v?.strength === "strong";
