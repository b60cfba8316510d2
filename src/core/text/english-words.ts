/**
 * English words for numbers and months, in one place: headings ("CHAPTER TWO"), answers
 * ("five (5) years") and covers ("May 29, 2022") read them alike.
 */

const words = (list: string): readonly string[] => list.split(" ");

/** "zero" to "twenty": NUMBER_WORDS[n] is the word for n. */
export const NUMBER_WORDS = words(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " +
    "seventeen eighteen nineteen twenty",
);

/** Counts past twenty written in words: the tens and the scales ("thirty days", "one hundred repetitions"). */
export const TENS_AND_SCALE_WORDS = words("thirty forty fifty sixty seventy eighty ninety hundred thousand million");

/** "january" to "december": MONTH_NAMES[m - 1] is month m. */
export const MONTH_NAMES = words(
  "january february march april may june july august september october november december",
);

/**
 * A month as a regex group, written whole or cut to three letters ("Mar."), or "Sept"; callers
 * bound it ("\\b") so "Markets" is no month.
 */
export const MONTH_PATTERN = `(?:${[...MONTH_NAMES, ...MONTH_NAMES.map((m) => m.slice(0, 3)), "sept"].join("|")})`;

/** "first" to "tenth": ORDINAL_WORDS[n - 1] is the word for the n-th. */
export const ORDINAL_WORDS = words("first second third fourth fifth sixth seventh eighth ninth tenth");
