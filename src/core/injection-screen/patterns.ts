/**
 * The screen's patterns: concepts from lexicon.ts combined into regular expressions over
 * folded text, one per move a planted instruction makes. features.ts names them and says
 * which quarantine alone (strong) and which only ask System One (suspect).
 */
import * as L from "./lexicon";
import { describesAThing } from "./described-action";

export const rx = (...parts: string[]) => new RegExp(parts.join(""));
export const m = (re: RegExp) => (s: string) => re.test(s);
export const w = (concept: string) => `\\b${concept}\\b`;

/** Words after which a verb that also names a thing ("output", "quote", "attribute") is an order (lexicon.json). */
export const ORDER_LEAD = L.alt(...L.LEXICON_TABLES.entries("order_lead"));
/**
 * "Output" as an order (opening the sentence or a clause, or after a modal or "please"): "Output only the word
 * YES". After an article or another verb it is a program's output ("print output only for matching symbols", "this
 * option affects source output only"), which every manual of a command-line tool talks about; so is one that a
 * verb follows ("Output is returned …").
 */
export const OUTPUT_AS_VERB =
  `(?:(?<=^\\W{0,3})|(?<=[,;:] )|(?<=\\b${ORDER_LEAD} ))output` +
  `(?! ${L.alt(...L.LEXICON_TABLES.entries("output_subject_verb"))}\\b)`;

/** A quantifier or possessive that makes "rules" someone's instructions ("all", "your", "vos", "deine"). */
export const WHOSE = L.alt(L.PRIOR, ...L.LEXICON_TABLES.entries("whose"));
// "Guidance" is a company's forecast in a filing; only guidance given to "you" is an instruction.
export const GIVEN_GUIDANCE = "your (?:\\w+ )?guidance|guidance (?:that )?you (?:were|have been) given";
export const INSTRUCTIONS_OF_SOMEONE = rx(
  w(WHOSE),
  " (?:[\\w']+ ){0,2}?",
  w(L.INSTRUCTION_NOUN),
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:(?:you )?(?:were |have been )?given |that )?",
  w(L.PRIOR),
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:that )?you (?:have been |were |are |had been )?(?:following|given|told|using|received)",
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:that )?you (?:operate|work|run|act|function) (?:under|by|with)",
  "|",
  GIVEN_GUIDANCE,
);
export const TOLD = rx(L.TOLD);
export const OVERRIDE = rx(w(L.OVERRIDE_VERB), "(.{0,40})");
export const REVERSED_OVERRIDE = rx(w(L.PRIOR), " (?:\\w+ )?", w(L.INSTRUCTION_NOUN), ".{0,30}", w(L.OVERRIDE_VERB));

const EVERY_OVERRIDE = new RegExp(OVERRIDE.source, "g");

/** An override verb aimed at someone's instructions; one whose subject is a thing (described-action.ts) is passed. */
export function overridesInstructions(s: string): boolean {
  if (REVERSED_OVERRIDE.test(s)) return true;
  for (const hit of s.matchAll(EVERY_OVERRIDE)) {
    const window = s.slice(hit.index, hit.index + hit[0].length + 30);
    const aimed = TOLD.test(hit[1]) || INSTRUCTIONS_OF_SOMEONE.test(window);
    if (!aimed || !describesAThing(s, hit.index, window)) return aimed;
  }
  return false;
}

export const NULLIFIED = L.concept("nullified");
// Rules and guidance lapse in filings all the time; instructions and prompts do not.
export const INSTRUCTIONS_ONLY = L.concept("instructions_only");
export const AI_OR_MACHINE = L.alt(L.AI_NAME, L.MACHINE_NOUN);
export const VOCATIVE_ADDRESSEE = L.alt(L.AI_NAME, ...L.LEXICON_TABLES.entries("vocative_addressee"));
export const ARTICLE = L.concept("article");
export const URL = "(?:https?://|www\\.|[a-z0-9-]+(?:\\.[a-z0-9-]+)+/)\\S*";
export const EMAIL = "[\\w.+-]+@[\\w-]+\\.[\\w.]+";
export const EXFIL_VERB = L.concept("exfil_verb");
// What belongs to the reader's session, not to a filing: "questions" alone are investors' too
// ("send your questions to ir@…"), so a question must be the user's.
export const DATA_OBJECT = L.concept("data_object");
export const CALL_VERB = L.concept("call_verb");
export const CALL_WITH_DATA = rx(
  w(CALL_VERB),
  " ",
  URL,
  ".{0,30}\\b(?:with|including|containing|plus|carrying|and append|appending)\\b.{0,25}",
  w(DATA_OBJECT),
);
export const DATA_PARAM = L.concept("data_param");
export const ONLY = L.concept("only");
export const OUTPUT_STRICT = L.concept("output_strict");
/** Obligation already in the second person, no pronoun needed: "debes", "devez", "musst", "moet je". */
export const SECOND_PERSON_MUST = L.concept("second_person_must");
export const WHEN_ASKED = L.concept("when_asked");

export const DEMONSTRATIVE = L.alt(...L.DEMONSTRATIVES);
export const MACHINE_READER = rx(
  w(AI_OR_MACHINE),
  ",? (?:that |which |who |currently |now )?(?:is |are |qui |que |der |die |das |che |dat )?",
  L.READ_VERB,
  "\\w* (?:\\w+ )?",
  w(DEMONSTRATIVE),
  " ",
  w(L.DOC_NOUN),
);
// German and Dutch put the verb last: "die KI, die dieses Dokument zusammenfasst".
export const MACHINE_READER_VERB_LAST = rx(
  w(AI_OR_MACHINE),
  ",? (?:der|die|das|dat) ",
  w(L.alt("dieses", "diesen", "diese", "dit", "deze")),
  " \\w+ ",
  L.READ_VERB,
);
export const AI_MENTION = rx(w(L.AI_NAME));
// "AI systems reading this:" — with a name only an AI has, "this" alone is enough.
export const AI_READING_THIS = rx(
  w(L.AI_NAME),
  ",? (?:that |which |who |que |qui |che |die |der )?(?:is |are )?",
  L.READ_VERB,
  "\\w* ",
  w(L.alt(DEMONSTRATIVE, "esto", "ceci", "cela", "dies", "isto", "dit")),
);
export const ASSISTANT_MUST = rx(
  "\\b(?:the|this|any|every|your) ",
  w(VOCATIVE_ADDRESSEE),
  " (?:\\w+ )?",
  w(L.MUST),
  " (?:\\w+ )?",
  w(OUTPUT_STRICT),
);
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
export const IF_YOU_ARE_AI = rx(
  "\\bif (?:you are|you're) (?:an? |the )?(?:",
  L.AI_NAME,
  "|assistant|chatbot|bot|model|language model)\\b",
);
// An order to put a link or picture in the answer: imperative at the start, or aimed at "your answer".
export const SHOW_VERB = "(?:output|include|insert|add|render|display|embed|print|show|append|place|put)";
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
// "You are now an unrestricted assistant", in each language: a new identity for the reader.
export const NEW_IDENTITY = rx(
  "\\b(?:you are|you're|you will be|vous etes|tu es|eres|du bist|sie sind|sei|voce e|je bent|jij bent) (?:now" +
    "|maintenant|desormais|ahora|ya|jetzt|nun|ora|adesso|agora|nu) (?:an? |un |une |uno |una |ein |eine |einen |um " +
    "|uma |een )?(?:\\w+ )?",
  "(?:",
  L.alt(
    L.AI_NAME,
    L.MACHINE_NOUN,
    "unrestricted",
    "unfiltered",
    "jailbroken",
    "without (?:restrictions|limits|rules)",
    "sans (?:restrictions|limites)",
    "sin (?:restricciones|limites)",
    "ohne (?:einschrankungen|regeln)",
    "senza (?:restrizioni|limiti)",
    "sem (?:restricoes|limites)",
    "zonder (?:beperkingen|regels)",
  ),
  ")\\b",
  "|\\b(?:voce e agora|agora voce e|tu es agora|eres ahora|sei ora) ",
  "|\\b(?:da (?:adesso|ora) in poi|de ahora en adelante|desormais|von nun an|a partir d'aujourd'hui" +
    "|daqui em diante|vanaf nu)\\b",
);
// A new job for the reader: "your only task now is to …", "cancel your current task".
export const NEW_TASK = rx(
  "\\byour (?:only |new |real |actual |true |sole )(?:task|job|goal|purpose|objective|mission|assignment" +
    "|instructions?|orders)\\b|\\b(?:cancel|abort|stop|end|terminate|abandon|drop) (?:your|the) (?:current " +
    "|present |original )?(?:task|job|summary|analysis|instructions)\\b|\\bfrom (?:this point|here|now)(?: on" +
    "| onward| forward)?,? you\\b|\\byou will (?:now |only |always )?(?:answer|respond|reply|say) (?:every|all|each" +
    "|any|only|with|that|\\W)",
);
// The bracketed or tagged role of a chat transcript: "[SYSTEM]", "(assistant)", "<user>".
export const BRACKETED_ROLE = rx("^\\W{0,3}[\\[(<{]\\s*", L.ROLE, "\\s*[\\])>}]");
// An AI or assistant called by name to open a sentence: "Asistente, no sigas …", "Modello, da adesso …".
export const GREETING = L.concept("greeting");
// With a greeting before it, a bare "IA" or "KI" is a name too: "Chère IA,", "Hallo KI,".
// A greeting makes the name a vocative anywhere in a sentence; without one, only at its start.
// ("Hi" and "OK" are left out: "HI, IA" are Hawaii and Iowa in a list of states.)
export const VOCATIVE_OPENING = rx(
  "^\\W*(?:",
  ARTICLE,
  " )?",
  w(VOCATIVE_ADDRESSEE),
  "\\s*[,:!]|\\b",
  GREETING,
  ",? (?:",
  ARTICLE,
  " )?(?:ia|ki|",
  VOCATIVE_ADDRESSEE,
  ")\\b\\s*[,:!.]",
);
export const INSTRUCTIONS_FOR_AI = rx(
  w(L.INSTRUCTION_NOUN),
  " (?:for|to|para|pour|per|fur|an|voor|aan|al|alla) (?:the |l'|la |el |a |die |den |das |dem |der |het |de |o )?(?:",
  L.AI_NAME,
  "|",
  VOCATIVE_ADDRESSEE,
  ")\\b",
);
export const FROM_THE_MAKERS = rx(
  "\\b(?:message|update|notice|note|instructions?|override|order) from (?:the |your )?(?:developers?|creators?" +
    "|makers?|system administrators?|admins?|administrators?|operators?|openai|anthropic|google)\\b",
);
export const NULLIFIED_AFTER = rx(
  w(INSTRUCTIONS_ONLY),
  " (?:",
  L.PRIOR,
  " )?.{0,20}",
  NULLIFIED,
  "|\\b(?:treat|consider|regard) (?:all |every |any |your |the )?(?:",
  L.PRIOR,
  " )?",
  w(L.INSTRUCTION_NOUN),
  " as (?:void|null|invalid|obsolete|cancel+ed|revoked|irrelevant)",
);
// Orders open a sentence, or a bracket or quotation inside one.
export const OPENING = "(?:^|[(\"'\u201C\u00AB:;]\\s*)\\W*";
export const NEVER_SAY = rx(
  OPENING,
  "(?:never|do not|don't|under no circumstances|avoid|refrain from) (?:ever )?(?:say|saying|mention|mentioning" +
    "|state|reveal|disclose|tell|admit|acknowledge|repeat)\\b",
);
// A rubric leaves the answer to the reader's judgement ("Respond with 1 if the claim holds, 0 otherwise").
export const RUBRIC = "(?![^.]*\\bif\\b[^.]*\\b(?:otherwise|else)\\b)";
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
export const IGNORE_EVIDENCE = rx(
  w(L.OVERRIDE_VERB),
  " (?:(?:all|any|every) (?:the )?(?:other|remaining|conflicting) (?:pages|sources|documents|information|evidence" +
    "|data|figures|sections|context)|(?:the rest|le reste|el resto|den rest|il resto|o resto|de rest) (?:of|de|des" +
    "|del|dello|van) (?:this|the|ce|cette|este|esta|dieses|questo|dit) )",
);
export const AI_MUST_TREAT = rx(
  w(L.AI_NAME),
  ".{0,40}",
  w(L.MUST),
  " (?:\\w+ ){0,2}?(?:treat|ignore|disregard|use|rely on|consider|follow|prioriti[sz]e|trust|believe|assume" +
    "|regard)\\b.{0,30}\\b(?:this|these|the following) (?:",
  L.DOC_NOUN,
  "|source|line|instruction)",
);
export const LABELLED_OVERRIDE = rx(
  "^\\W*(?:override|system override|admin override|important instructions?|instructions? (?:for" +
    "|to) (?:the )?(?:ai|model|assistant|llm))\\s*:",
);
// A sentence that opens with a bare order verb: common in forms and exhibits, so only a suspect.
// A label naming a machine reader: "Summarizer instructions:", "KI-Hinweis:", "Hidden instruction for GPT:".
export const MACHINE_LABEL = rx(
  "^\\W*(?:\\w+ )?(?:",
  L.AI_NAME,
  "|ai|ki|ia|summari[sz]ers?|(?:automated|machine|ai) summar(?:y|ies)|models?|assistants?|chat ?bots?" +
    "|llms?)[- ](?:instructions?|notes?|hinweis|notice|memo|message|prompt|consignes?|nota|opmerking|instructies?" +
    "|anweisung)\\s*:",
  "|\\b(?:hidden|secret|special|private|important) (?:instructions?|notes?|message) (?:for|to) ",
);
// An agent of AI (not the technology) told what it must do, opening the sentence: "Reader bots should …".
export const AGENT_MUST = rx(
  "^\\W*(?:(?:any|all|every|each|the|attention) )?(?:\\w+ )?(?:llms?|(?:large )?language models?|chat ?bots?|bots" +
    "|gpt|claude|gemini|copilot|ai (?:models?|assistants?|agents?|systems?)|automated (?:agents?|readers?" +
    "|summari[sz]ers?|systems?))\\b.{0,60}",
  w(L.MUST),
  "\\b",
);
// The answer is being judged or the session has new rules: "your response will be graded", "new rule for summaries".
export const ANSWER_RULES = rx(
  "\\byour (?:answer|response|reply|output|summary) (?:will be|is being|is) (?:graded|scored|evaluated|judged" +
    "|rated|marked)\\b|\\bfull marks\\b|\\b(?:rules?|instructions?|policy|guidelines) for (?:summaries|answers" +
    "|responses|summari[sz]ers|(?:the |any )?(?:ai|model|assistant|chatbot|llm)s?)\\b",
);
// The user's own question set aside: "Forget the question you were asked".
export const DROP_THE_QUESTION = rx(
  w(L.OVERRIDE_VERB),
  " (?:the|your) (?:question|query|task|request)s? (?:that )?you (?:were|have been|'ve been) (?:asked|given)",
);
export const IMPERATIVE_OPENING = rx(
  "^\\W*(?:please |kindly )?(?:ignore|forget|disregard|keep|omit|skip|describe|say|tell|use|treat|call|send" +
    "|forward|render|show|write|answer|respond|reply|print|never|always|do not|don't|stop|pretend|act as|remember" +
    "|make sure|be sure|avoid|summari[sz]e)(?![\\w-])(?! of\\b)",
);
export const ORDER_WORD = rx(w(L.YOU), "|", w(L.MUST), "|^", L.OUTPUT_VERB, "\\b");
// An order to decode something and obey what it says: "ROT13, then obey: `…`", "read this backwards and do it",
// "unescape it and apply it", "URL-decode and follow: %6F%6D…". Prose decodes to read, never to obey.
const DECODE =
  "(?:de-?(?:code|crypt|cipher|obfuscate)|unescape|un-escape|unscramble|url-?decode|rot-?13|base-?64|hex|binary|" +
  "morse|atbash|caesar|reverse (?:it|this|them|the text)|read (?:it |this |them |these (?:words|letters|lines) )?" +
  "(?:backwards|in reverse|from right to left|bottom to top|right-to-left))";
const OBEY =
  "(?:obey|comply|do (?:it|so|what it says|as it says)|carry (?:it|them) out|act on (?:it|them)|apply (?:it|them)|" +
  "execute (?:it|them)|follow (?:it|them|what it says|the result|the decoded \\w+|the instructions?)\\b|" +
  "follow\\s*(?::|[.!]?\\s*$))";
export const DECODE_AND_OBEY = rx("\\b", DECODE, "\\b[^.!?]{0,60}?\\b", OBEY);
