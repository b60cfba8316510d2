/**
 * A line that lists equivalents under short labels in capitals ("ES: barra, I: coda, F: ligature, D: Balken"): a
 * glossary's translations, a leaflet's language versions. It is in many languages at once and says what a thing is
 * called, not what it is. The injection screen reads no island of one language in it; an answer reads no definition.
 */
export const EQUIVALENT_LABEL = /(?<![\p{L}\p{N}])\p{Lu}{1,3}\s?:\s/gu;
const EQUIVALENT_LABELS = 3;

export const labelledEquivalents = (text: string): boolean =>
  (text.match(EQUIVALENT_LABEL)?.length ?? 0) >= EQUIVALENT_LABELS;
