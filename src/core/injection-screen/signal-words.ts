/**
 * The words and shapes behind the screen's weak signals (signals.ts), by concept, in
 * English and the seven lexicon languages plus Japanese, Chinese, Russian, Polish and
 * Turkish. Whole words are matched Unicode-aware; Chinese and Japanese as bare strings.
 */

const NOT_LETTER = "(?<![\\p{L}\\p{N}_])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{N}_])";
const WORD_CHAR = "[\\p{L}\\p{N}_]";
/** Whole words from `words`, then bare CJK strings from `cjk`. */
const words = (list: string[], cjk: string[] = []) => {
  const body = list.join("|").replace(/\\w/g, "[\\p{L}\\p{N}_]");
  return new RegExp(`${NOT_LETTER}(?:${body})${NOT_LETTER_AFTER}${cjk.length ? `|${cjk.join("|")}` : ""}`, "u");
};

/** A name only a machine reader has (2). */
export const AI_NAME = words(
  [
    "ai",
    "a\\.i\\.",
    "llms?",
    "gpt(?:-?\\w+)?",
    "chat ?bots?",
    "bots?",
    "chatgpt",
    "claude",
    "gemini",
    "copilot",
    "(?:large )?language[- ]models?",
    "artificial intelligence",
    "ии",
    "ai-\\w+",
    "искусственн\\w+ интеллект\\w*",
    "нейросет\\w*",
    "языков\\w+ модел\\w*",
    "(?:чат-?)?бот\\w*",
    "sztuczn\\w+ inteligencj\\w+",
    "model\\w* jezykow\\w*",
    "yapay zeka\\w*",
    "dil model\\w*",
    "non-?human",
    "not (?:a )?human",
    "machine readers?",
    "automated (?:readers?|agents?|systems?|tools?|assistants?|summari[sz]ers?|analy[sz]ers?|parsers?)",
    "automatisierte\\w* (?:leser|systeme?)",
    "(?:reader|answering|language|summary) (?:bots?|engines?|process(?:es)?)",
    "(?:les|los|las|die|le|gli|as|os|de) (?:ia|ki)",
    "modeles? de langage",
    "modelos? de (?:lenguaje|linguagem)",
    "sprachmodell\\w*",
    "modelli linguistici",
    "taalmodel\\w*",
    "you,? the (?:language )?(?:model|assistant)",
    "(?:the|this|any|every|an?) (?:ai )?assistants?(?! (?:secretary|treasurer|controller|general|vice|director|" +
      "manager|professor|attorney|to|chief|corporate))",
  ],
  [
    "人工智能",
    "人工知能",
    "语言模型",
    "言語モデル",
    "チャットボット",
    "聊天机器人",
    "ai(?=[\\u3040-\\u30ff\\u4e00-\\u9fff])",
  ],
);

/** A machine reading this very text: "whoever processes this text", "the system reading this page" (2). */
const READER_SUBJECT =
  "\\b(?:whoever|whatever|anyone|anything|quien|quienquiera|celui qui|wer|any|the|a|an|every|each|all)" +
  "(?: (?:\\w+ )?(?:system|tool|software|program|model|reader|agent|engine|process|service|pipeline)s?)?";
const READING =
  "(?:read|process|pars|extract|summar|index|ingest|scan|analy[sz]|generat|answer|interpret|handl|" +
  "procese|lea|lit|trait|liest|verarbeit)";
const THIS_TEXT =
  "(?:this|these|este|esta|ce|cette|diesen|dieses|the (?:following|above|present)) " +
  "(?:text|page|document|filing|passage|paragraph|content|line|report|pdf|section|texto|documento|texte|dokument)s?\\b";
const FEW_WORDS = "(?: [\\w']+){0,3}?";
export const READER_OF_THIS = new RegExp(`${READER_SUBJECT}${FEW_WORDS} ${READING}\\w*${FEW_WORDS} ${THIS_TEXT}`);
/** The same in Turkish, Polish and Russian: "bu belgeyi özetleyen model", "ten dokument czyta". */
export const READER_OF_THIS_OTHER = words([
  "bu (?:belge|metin|rapor|sayfa|dokuman)\\w* (?:okuyan|ozetleyen|isleyen|analiz eden)",
  "(?:ten|ta|to|tego|te) (?:dokument|tekst|raport|stron)\\w* (?:czyta|przetwarza|podsumowuj|analizuj)\\w*",
  "(?:czyta|przetwarza|podsumowuj|analizuj)\\w* (?:ten|ta|to|tego|te) (?:dokument|tekst|raport|stron)\\w*",
  "(?:чита|обрабатыва|анализиру)\\w* (?:этот|эту|это|этого|данный) (?:документ|текст|отч[её]т|страниц)\\w*",
  "(?:этот|эту|это|данный) (?:документ|текст|отч[её]т|страниц)\\w* (?:чита|обрабатыва|анализиру)\\w*",
]);

/** The second person (1). */
export const YOU = words(
  ["you", "your", "yourself", "yours", "ты", "вы", "тебе", "вам", "твой", "ваш\\w*", "jestes", "twoj\\w*"].concat([
    "sen",
    "siz",
    "senin",
  ]),
  ["你", "您", "あなた"],
);

/** The reader's task: its answer, summary, output, instructions (1). */
export const TASK = words(
  [
    "summar(?:y|ies|i[sz]e|i[sz]ing)",
    "answers?",
    "responses?",
    "repl(?:y|ies)",
    "outputs?",
    "instructions?",
    "prompts?",
    "directives?",
    "tasks?",
    "quote",
    "cite",
    "user'?s?",
    "question",
    "conversation",
    "chat history",
    "context window",
    "ответ\\w*",
    "инструкц\\w*",
    "указани\\w*",
    "задач\\w*",
    "пользовател\\w*",
    "podsumowan\\w*",
    "odpowied\\w*",
    "polecen\\w*",
    "instrukcj\\w*",
    "uzytkownik\\w*",
    "talimat\\w*",
    "cevap\\w*",
    "yanit\\w*",
    "ozet\\w*",
    "kullanici\\w*",
  ],
  ["指示", "指令", "回答", "答え", "要約", "摘要", "总结", "质問", "質問", "用户", "ユーザー"],
);

/** An obligation or a request: a modal, "please", "do not", "always", "from now on" (1). */
export const DIRECTIVE = words(
  [
    "must",
    "should",
    "shall",
    "(?:is|are) (?:expected|required|instructed|to)",
    "needs? to",
    "has to",
    "have to",
    "please",
    "kindly",
    "do not",
    "don't",
    "never",
    "always",
    "unless it",
    "from now on",
    "will (?:now )?(?:output|say|answer|respond|reply|print|write|state)",
    "(?:ist|sind) (?:\\w+ ){1,5}\\w+zu\\w+en",
    "должен\\w*",
    "должн\\w*",
    "нужно",
    "надо",
    "всегда",
    "никогда",
    "пожалуйста",
    "musi\\w*",
    "zawsze",
    "nigdy",
    "prosze",
    "her zaman",
    "asla",
    "lutfen",
  ],
  ["ください", "こと。", "こと$", "请", "只能", "必须", "一定要", "从现在开始", "今後", "常に"],
);

/**
 * Turkish "-meli/-mali" (must), the one directive that ends a word rather than starts one.
 * Kept out of DIRECTIVE: there it tried a whole word before the ending at every word start;
 * a word character before the ending matches the same texts. ("X is to be" needs no entry:
 * DIRECTIVE's "is to" matches wherever it does.)
 */
export const DIRECTIVE_ENDING = new RegExp(`${WORD_CHAR}m[ae]l(?:i|idir)${NOT_LETTER_AFTER}`, "u");

/** A verb of steering or hiding: what a planted order does to the answer (1). */
export const STEER = words(
  [
    "ignor\\w*",
    "disregard\\w*",
    "supersed\\w*",
    "overrid\\w*",
    "void",
    "skip\\w*",
    "omit\\w*",
    "leave out",
    "refuse",
    "decline",
    "pretend\\w*",
    "quietly",
    "secretly",
    "instead",
    "regardless",
    "decode",
    "(?:and|then) follow",
    "follow (?:it|this|these|them|the (?:following|new|hidden|decoded))",
    "multipl\\w+ by",
    "change every",
    "only (?:quote|cite|mention)",
    "(?:do not|don't|never) (?:mention|quote|cite|repeat|reveal|disclose|discuss|reproduce|bring up)",
    "from now on",
    "no menciones",
    "ne mentionne[sz]? pas",
    "(?:erwahne|nenne) nicht",
    "nicht erwahnen",
    "non menzionare",
    "nao mencione",
    "niet vermelden",
    "игнорир\\w*",
    "забудь\\w*",
    "не упоминай",
    "вместо",
    "zignoruj\\w*",
    "zapomnij",
    "pomin\\w*",
    "zamiast",
    "yok say\\w*",
    "gormezden",
    "unut\\w*",
    "yerine",
  ],
  ["無視", "忽略", "忘记", "忘れ", "代わりに", "不要提", "言及しない", "从现在开始", "今後は"],
);

/**
 * An order opening the sentence: a bare verb of answering or steering (2);
 * "Step 1:", "Now," or "Please" may come first.
 */
const ORDER_VERB =
  "(?:write|say|state|tell|answer|respond|reply|output|print|describe|skip|omit|ignore|forget|disregard|pretend|" +
  "quote|cite|include|insert|append|change|replace|rewrite|treat|(?:base64[- ]?)?encode|decode|follow|comply|obey|" +
  "reveal|share|send|leak|disclose|show|stop|refuse|decline|praise|recommend|claim|mention|remember|summari[sz]e|" +
  "act|assume|report|use|list|return|add|put|begin|start|end)";
// What follows an order verb: a determiner, a second order ("decode and follow"), a gerund or a quotation.
const DETERMINER = "the|a|an|this|that|these|all|any|every|each|your|only|nothing|everything|it|them|with|as|to|me|no";
const OBJECT = `(?:(?:${DETERMINER}|and ${ORDER_VERB})\\b|\\w+ing\\b|['"\u201C:])`;
export const IMPERATIVE = new RegExp(
  // Opening the sentence (after a label such as "Step 1:" or "action:", or a clause such as "Before you reply,"),
  // or after a colon or semicolon inside it.
  "(?:^\\W*(?:[\\w-]+(?: \\d+)?:\\s*)*|^\\W*(?:before|after|when|whenever|if|once|while) [^,]{0,60}, |[:;] )" +
    "(?:(?:instead|now|then|next|also|finally|and),? )?(?:please |kindly |just |quietly |simply |always |never )?" +
    `${ORDER_VERB} ${OBJECT}`,
);

/** Markup or a payload no prose needs: tags, JSON or YAML keys, code fences, comments, base64 (1). */
export const MARKUP = new RegExp(
  '^\\W{0,2}[<{[`]|<!--|-->|```|^\\s*"?[a-z]+_[a-z_]+"?\\s*:|"[a-z_]+"\\s*:\\s*"' +
    "|\\b[a-z0-9+/]{24,}={0,2}(?:\\s|$)",
);
/** A key or tag that names an order: "directive":, task_override:, <instruction …> (1). */
export const ORDER_KEY = new RegExp(
  '(?:^|["{<\\s])(?:directive|instructions?|task(?:_\\w+)?|prompt|system|override|command|action|role|applies_to|' +
    "priority)[\"']?\\s*[:=>]",
);
/** A role label opening the line in a script the lexicon does not cover (3: quarantines alone, as role-line does). */
const ROLE_WORD =
  "システム|ユーザー|アシスタント|系统|用户|助手|система|пользователь|ассистент|uzytkownik|asystent|kullanici|asistan|sistem";
export const ROLE_OPENING = new RegExp(`^\\W{0,3}(?:${ROLE_WORD})\\s*[:：]`, "u");
/** "Your summary", "your output": the reader's own product (1, on top of "you" and the task). */
export const YOUR_ANSWER = /\byour (?:\w+ )?(?:summary|summaries|answers?|responses?|repl(?:y|ies)|output|analysis)\b/;
/** A short opening label with no figures, ending in a colon: "Policy update for AI:", "Sistem notu:" (1). */
// Up to six words, none of the verbs that open a definition or a list ("shall mean:", "do not apply to:").
const DEFINING = "(?![^:]*\\b(?:shall|means?|includes?|including|apply|applies|follows?|following|are|is)\\b)";
export const ADDRESSED_LABEL = new RegExp(`^${DEFINING}\\W*(?:[^\\s\\d:$%]+ ){0,5}[^\\s\\d:$%]+ ?:(?:\\s|$)`, "u");
/** Filings speak as "we"; a planted order almost never does (-2). */
export const WE = /\b(?:we|our|us|ours)\b/;
