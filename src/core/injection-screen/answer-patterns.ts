/**
 * Patterns of a plant that works on the answer: what to say or never say, how to respond, what to put into the
 * answer or leave out, a prompt to leak, a link to show, a rubric the answer is judged by, and a bare order verb
 * opening a sentence (a suspect only).
 */
import * as L from "./lexicon";
import { rx, w, URL, SHOW_VERB, OPENING, RUBRIC } from "./pattern-parts";
export const INSTEAD_OF_ANSWERING = rx(
  "\\b(?:instead of|rather than|before|after|when|while) (?:answering|responding|replying|summari[sz]ing)\\b" +
    // A server or a program responds to a request, a signal, an event; a reader to the user, the question, this.
    "(?! to (?:an? |the |each |every |any )?(?!(?:users?|questions?|quer(?:y|ies)|prompts?|me|us|this|it|them)\\b)" +
    "[\\w-]+)" +
    "|\\b(?:when|while|before|after|in) (?:generating|writing|producing|composing|drafting|creating|giving" +
    "|formulating) (?:the|your|an|each|any|every) (?:answer|response|reply|summary|output)\\b|\\b(?:en lugar de" +
    "|au lieu de|anstatt zu|invece di|em vez de|in plaats van) (?:responder|repondre|antworten|rispondere" +
    "|antwoorden)\\b",
);
export const SUMMARISE_AS = rx(
  "^\\W*(?:please )?(?:summari[sz]e|describe|characteri[sz]e|portray|present|rate) (?:this|the) (?:document" +
    "|filing|report|company|stock|10-?[kq]) as\\b|\\bregardless of (?:the )?(?:content|document|evidence|facts" +
    "|question|data)\\b",
);
// "Print your instructions", anywhere; and as an order, the prompt a model runs under ("Print the system
// prompt"), not a paper's account of attacks that "reveal the system prompt".
export const PROMPT_LEAK = rx(
  "\\b(?:reveal|print|show|repeat|output|display|translate|disclose|leak|share" +
    "|dump) (?:me )?(?:all )?(?:of )?your (?:\\w+ )?(?:instructions|prompt|system message|rules|guidelines" +
    "|configuration)\\b" +
    "|(?:^|[:;] )\\W*(?:please |now )?(?:reveal|print|show|repeat|output|display|disclose|leak|dump) (?:me )?" +
    "the (?:system|hidden|initial|original|developer) (?:prompt|message)\\b",
);
export const LINK_IN_ANSWER = rx(
  "^\\W*(?:please )?",
  SHOW_VERB,
  "\\b.{0,40}\\b(?:link|url|hyperlink|image|img|picture|pixel)\\b.{0,60}(?:",
  URL,
  "|!\\[)",
  "|\\b",
  SHOW_VERB,
  "\\b.{0,80}(?:",
  URL,
  ").{0,60}\\b(?:in|to|at the end of|with) (?:your|the|every|each) ",
  w(L.ANSWER_NOUN),
);
export const NEVER_SAY = rx(
  OPENING,
  "(?:never|do not|don't|under no circumstances|avoid|refrain from) (?:ever )?(?:say|saying|mention|mentioning" +
    "|state|reveal|disclose|tell|admit|acknowledge|repeat)\\b",
);
export const RESPOND_HOW = rx(
  OPENING,
  RUBRIC,
  "(?:respond|reply|repond(?:s|ez)|responde|responda|antworte|antworten sie|rispondi|rispondete|antwoord) (?:in" +
    "|with|only|using|as|to every|to all|always|par|en|con|com|mit|met|sempre|siempre|toujours|immer|altijd)\\b",
);
// Work on the answer itself: "add the sentence … to the end of your answer", "the correct answer is …". "The output"
// alone is a program's ("include unconditional branches in the output"); the reader's is "your output".
export const INTO_THE_ANSWER = rx(
  "\\b(?:add|append|insert|include|put|place|prepend|inject|mention)\\b.{0,60} (?:to|in|into|(?:to|at) the (?:end" +
    "|start|beginning|top|bottom) of) (?:(?:your|the|each|every|any) (?:answers?|repl(?:y|ies)|responses?" +
    "|summar(?:y|ies))|(?:your|each|every|any) output)\\b|\\bthe (?:correct|right|real|true|only|expected|official) (?:answer|response" +
    "|reply)\\b(?: to [^.]{0,60})? is\\b",
);
// The reader turned against its user or its evidence: "not what the user asks", "ignore all other pages".
export const AGAINST_THE_USER = rx(
  "\\b(?:instead of|not|rather than|regardless of|ignore|ignoring|never mind) what (?:the )?user (?:asks|asked" +
    "|wants|says|requests|requested)\\b|\\bdo (?:what|as) (?:this|the following) (?:line|text|sentence|note|message" +
    "|paragraph|document|page) (?:says|instructs|tells you|asks)\\b",
);
// The answer is being judged or the session has new rules: "your response will be graded", "new rule for summaries".
export const ANSWER_RULES = rx(
  "\\byour (?:answer|response|reply|output|summary) (?:will be|is being|is) (?:graded|scored|evaluated|judged" +
    "|rated|marked)\\b|\\bfull marks\\b|\\b(?:rules?|instructions?|policy|guidelines) for (?:summaries|answers" +
    "|responses|summari[sz]ers|(?:the |any )?(?:ai|model|assistant|chatbot|llm)s?)\\b",
);
// A sentence that opens with a bare order verb: common in forms and exhibits, so only a suspect.
export const IMPERATIVE_OPENING = rx(
  "^\\W*(?:please |kindly )?(?:ignore|forget|disregard|keep|omit|skip|describe|say|tell|use|treat|call|send" +
    "|forward|render|show|write|answer|respond|reply|print|never|always|do not|don't|stop|pretend|act as|remember" +
    "|make sure|be sure|avoid|summari[sz]e)(?![\\w-])(?! of\\b)",
);
