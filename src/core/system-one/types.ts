/**
 * System One wire types (design/system-one-api.md §1–2). One request carries one shared
 * `state` and many typed questions; answers come back under the caller's question ids.
 * Plain data only, so requests, answers and results survive JSON and structured clone.
 */

/** Any JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * What the API accepts for state, instructions and criteria: a string, an object or an
 * array, serialised as JSON. `object` rather than Json so callers' own interfaces (which
 * have no index signature) and readonly arrays are accepted without casts.
 */
export type Content = string | object;

/** Yes/no question; the answer is P(yes). */
export interface NoulQuestion {
  type: "noul";
  instructions: Content;
  /** What counts as yes (`true`) and as no (`false`). */
  criteria?: { true?: Content; false?: Content };
}

/** Pick one option; keys are the options, values describe them (or null). 2–255 options. */
export interface ChoiceQuestion {
  type: "choice";
  instructions?: Content;
  criteria: Readonly<Record<string, Content | null>>;
}

/** Ordered scale, lowest level first; index = level. 2–10 levels. */
export interface ScoreQuestion {
  type: "score";
  instructions?: Content;
  criteria: readonly Content[];
}

export type Question = NoulQuestion | ChoiceQuestion | ScoreQuestion;
export type QuestionType = Question["type"];

export interface NoulAnswer {
  type: "noul";
  /** P(yes), 0..1. No confidence: distance from 0.5 plays that role. */
  noul: number;
}

export interface ChoiceAnswer {
  type: "choice";
  /** The argmax option. */
  choice: string;
  probabilities: Record<string, number>;
  /** Peakedness of the distribution, not P(correct). */
  confidence: number;
}

export interface ScoreAnswer {
  type: "score";
  /** Expected level Σ i·pᵢ, fractional, 0..n-1. */
  score: number;
  legend: Record<string, Json>;
  probabilities: Record<string, number>;
  confidence: number;
}

export type Answer = NoulAnswer | ChoiceAnswer | ScoreAnswer;

/** The answer type that matches a question type, so `answers.q1.noul` type-checks. */
export type AnswerFor<Q extends Question> = Q extends NoulQuestion
  ? NoulAnswer
  : Q extends ChoiceQuestion
    ? ChoiceAnswer
    : ScoreAnswer;

export type AnswersFor<Qs extends Record<string, Question>> = { [K in keyof Qs]: AnswerFor<Qs[K]> };

/** The exact JSON body sent; three fields only, since ngrok strips any others. */
export interface SystemOneRequestBody {
  model: string;
  state: Content;
  questions: Record<string, Question>;
}

/** Token counts as the server reported them. Output tokens are free. */
export interface SystemOneUsage {
  inputTokens: number;
  outputTokens: number;
}
