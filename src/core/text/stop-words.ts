/**
 * The stop words of every lexical step, in one place. Search (navigate) and quote
 * matching (answer) share the function words; each adds what its own job must ignore.
 * They differ where each step was tuned, and merging them would move the eval figures:
 * search keeps "us" (the country) and "but", which matching drops; search also drops the
 * instruction boilerplate analysts' questions carry, which appears in page text too.
 */

const words = (list: string): string[] => list.split(" ");

/** Function words both steps ignore. */
export const FUNCTION_WORDS: readonly string[] = words(
  "a an and are as at be been by can could did do does for from had has have how i if in into is it " +
    "its of on or our over than that the their them then there these they this those to under was we " +
    "were what when where which while who whom why will with would you your about also any all per " +
    "not no",
);

/** Search: further function words and the boilerplate of analysts' questions. */
export const SEARCH_STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...words(
    "being doing should so such up yours me my after before between during each other only own same " +
      "some very just more most much many both either give given using use used based basis answer " +
      "question response respond provide provided please help calculate compute computed extract " +
      "reasonable approximation exact possible primarily plainly clearly outlined shown stated detail " +
      "details information info data rely relying according drawing conclusion conclusions judgment " +
      "judgments judgement assume analyst public equities investment banker resource resources here " +
      "want need needs units unit round rounded decimal place places define defined definition " +
      "considering consider taking account agreement utilize utilizing utilization referencing " +
      "reference line items item metric financial company company's report reported state explain " +
      "useful like numerator denominator",
  ),
]);

/** Quote matching and extractive answers: function words plus "but" and "us". */
export const MATCH_STOP_WORDS = new Set([...FUNCTION_WORDS, ...words("but us")]);

/** Question boilerplate that says nothing about where the answer is (answer keywords). */
export const QUESTION_WORDS = new Set(
  words(
    "give response question relying details shown based answer please provide using use state stated " +
      "show tell calculate compute round decimal places value figure amount",
  ),
);
