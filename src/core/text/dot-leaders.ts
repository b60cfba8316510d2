/**
 * Dot leaders: the run of marks a contents page or an index sets between a title and its page
 * ("Risk Factors ........ 12"). One set of leader characters for every reader of such lines
 * (navigation's pages of contents entries, the answer's contents entries kept out of quotes,
 * the tree's contents rows), so a leader one of them reads, all read: dots, the ellipsis and
 * the one-dot leader, middle dots, bullets, underscores, and the replacement character a font
 * with no map for its leader glyph gives. How long a run each reader asks for stays its own:
 * it is tuned to what else its lines hold.
 */

/** The leader characters, as the body of a character class (to sit beside other characters). */
export const LEADER_CHARS = String.raw`.\u2026\u00B7\u2022_\uFFFD\u2024`;

/** One leader character. */
export const LEADER = `[${LEADER_CHARS}]`;

/** A run of at least `min` leader characters, each perhaps followed by a space (". . . ." or "...."). */
export const leaderRun = (min: number): string => String.raw`(?:${LEADER}\s?){${min},}`;
