/**
 * Words taken from documents and data tables go into regular expressions as literal text: a
 * company named "S&P (Global)" or a term like "C++" must match itself, not act as syntax.
 */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
