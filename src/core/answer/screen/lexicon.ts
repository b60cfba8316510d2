/**
 * The screen's vocabulary, by concept rather than by phrase: verbs that cancel earlier
 * instructions, words for instructions, names for an AI reader, verbs of answering, and
 * so on, each in English, French, Spanish, German, Italian, Portuguese and Dutch. Entries
 * are regex sources over folded text (lower case, no accents; see confusables.ts).
 * Features in features.ts combine concepts, so a new wording of a known move still trips.
 */

export const alt = (...words: string[]) => `(?:${words.join("|")})`;

/** "ignore", "disregard", "set aside", "ignorez", "vergiss", "negeer" … */
export const OVERRIDE_VERB = alt(
  "ignor(?:e|es|ez|er|ing|a|ad|ar|en|iere|ieren|ier|i|are|ate|a)?", "disregard(?:ing)?", "forget(?:ting)?", "overrid(?:e|ing)", "bypass", "skip",
  "set aside", "put aside", "cast aside", "overlook", "neglect", "pay no (?:attention|heed)", "do not (?:follow|obey|heed|apply)", "don't (?:follow|obey|heed)", "stop following", "discard", "throw out", "abandon", "drop",
  "(?:do not|don't|never) follow", "ne (?:suivez|suis) (?:pas|plus)", "no (?:sigas|siga|sigan)", "(?:folge|befolge|befolgen sie) nicht", "nao (?:siga|sigas)", "volg (?:niet|geen)", "wipe", "erase", "reset", "purge",
  "oublie[rz]?", "ne (?:tenez|tiens) (?:pas|plus) compte", "faites abstraction", "passe[rz]? outre",
  "olvid(?:a|e|en|ad|ar)", "descart(?:a|e|en)", "omit(?:e|a)", "haz caso omiso", "no hagas caso",
  "vergiss", "vergessen sie", "missacht(?:e|en)", "beachte nicht", "uberspring(?:e|en)",
  "dimentic(?:a|are|ate|hi)", "trascur(?:a|are)", "non seguire", "non tenere conto",
  "esquec(?:a|e|er)", "desconsider(?:e|a|ar)", "desprez(?:e|a)",
  "negeer", "vergeet", "let niet op", "sla (?:alle )?(?:vorige )?over",
);

/** Words for the instructions an AI was given. */
export const INSTRUCTION_NOUN = alt(
  "instructions?", "prompts?", "directions", "directives?", "rules", "guidelines", "commands?", "context", "constraints", "programming", "system message", "memory",
  "contexte", "contexto", "kontext", "contesto",
  "consignes?", "regles", "indications", "instrucciones", "indicaciones", "reglas", "directrices",
  "anweisung(?:en)?", "regeln", "vorgaben", "befehle", "istruzion[ei]", "regole", "indicazioni", "direttive", "instruccion", "instrucao", "instructie",
  "instrucoes", "regras", "orientacoes", "diretrizes", "instructies", "regels", "opdrachten", "aanwijzingen", "richtlijnen",
);

/** "what you were told", "everything above", "ce qu'on vous a dit", "todo lo anterior" … */
export const TOLD = alt(
  "(?:what|everything|anything|all) (?:(?:that )?you(?:'ve| have| were| was| had)? (?:been )?)?(?:previously |earlier |before |already )?(?:told|said|instructed|given|asked)",
  "everything (?:above|before|earlier|so far)", "all of the above", "the above",
  "(?:tout )?ce (?:qu'on|que l'on) (?:vous|t') a dit", "tout ce qui precede",
  "lo que (?:se )?te (?:dijo|han dicho|ha dicho|dijeron)", "todo lo anterior",
  "was (?:man )?(?:dir|ihnen|euch) (?:\\w+ )?(?:gesagt|befohlen|aufgetragen|vorgegeben|mitgeteilt)", "alles (?:obige|vorherige|bisherige|oben)",
  "(?:cio|quello|tutto cio) che ti e stato detto", "tutto (?:quanto )?(?:sopra|prima)",
  "(?:tudo )?o que (?:lhe|te) (?:foi dito|disseram)", "tudo (?:acima|o que foi dito)",
  "wat (?:je|u|jou) (?:eerder |vroeger |al )?(?:is|werd) (?:verteld|gezegd|opgedragen|gevraagd)", "alles hierboven",
);

/** "previous", "earlier", "précédentes", "vorherigen", "eerdere" … */
export const PRIOR = alt(
  "previous", "prior", "above", "earlier", "preceding", "foregoing", "original", "initial", "old",
  "precedentes?", "anterieure?s?", "anteriore?s?", "previa?s?", "vorherige[nr]?", "bisherige[nr]?", "obige[nr]?", "fruhere[nr]?",
  "precedenti", "vorige", "eerdere", "bovenstaande",
);

/** Names for an AI reader that a filing has no reason to address. */
export const AI_NAME = alt(
  "machine readers?", "automated (?:analysis|analyses|processing|summari[sz]ation|review)", "(?:ai|automated) (?:crawlers?|indexers?|scrapers?)",
  "automated (?:systems?|tools?|readers?|summari[sz]ers?|agents?|assistants?|models?|programs?|parsers?)", "ai[- ](?:powered )?(?:systems?|tools?|models?|assistants?|agents?|readers?)",
  "ai", "a\\.i\\.", "artificial intelligence", "llms?", "(?:large )?language models?", "chat ?bots?", "chat ?gpt", "gpt(?:-?\\d\\w*)?", "claude", "gemini", "copilot", "openai",
  "(?:l'|la |die |der |el |al |a |dell'|all'|da |de |cualquier |toute |jede |jeder |qualsiasi |qualquer |elke |chaque |ogni |cada )(?:ia|ki)", "(?:reader|crawler|scraper|summary|news) bots?", "intelligence artificielle", "inteligencia artificial", "kunstliche intelligenz", "intelligenza artificiale",
  "kunstmatige intelligentie", "modele de langage", "modelo de (?:lenguaje|linguagem)", "sprachmodell", "modello (?:linguistico|di linguaggio)", "taalmodel",
);

/**
 * Nouns that name a machine reader once something says it reads this document ("systems" and "tools"
 * process reports in filings too).
 */
export const MACHINE_NOUN = alt(
  "models?", "assistants?", "agents?", "bots?", "summari[sz]ers?", "analy[sz]ers?", "parsers?",
  "modele", "modelo", "asistente", "modell", "assistent", "modello", "assistente",
);

/** Verbs of reading a document, as stems. */
export const READ_VERB = alt(
  "read", "summar", "process", "pars", "analy", "review", "ingest", "scan", "interpret", "handl", "look",
  "li(?:t|sent|re|sant)\\b", "resum", "trait", "lee", "procesa", "analiz", "lies", "liest", "lesen", "zusammenfass", "verarbeit", "analysier",
  "legg", "riassum", "elabor", "analizz", "ler", "le[ae]\\b", "process", "analis", "lees", "leest", "samenvat", "verwerk", "analyseer",
);

/** Determiners pointing at the document itself. */
export const THIS = alt("this", "these", "the", "ce", "cet", "cette", "este", "esta", "dieses", "diesen", "diese", "questo", "questa", "dit", "deze");

export const DOC_NOUN = alt(
  "filings?", "documents?", "reports?", "text", "pages?", "pdf", "10-?[kq]", "annual report", "prospectus", "passage", "section",
  "rapport", "texte", "informe", "documento", "texto", "bericht", "dokument", "seite", "testo", "rapporto", "relatorio", "verslag", "tekst", "pagina",
);

/** Verbs of answering: what an instruction tells a model to produce. */
export const OUTPUT_VERB = alt(
  "answer", "respond", "reply", "say", "state", "output", "print", "write", "tell", "claim", "conclude", "declare", "recommend", "describe", "mention", "reveal", "rate", "summari[sz]e",
  "repond(?:s|ez|re)?", "dites?", "dire", "indique[rz]?", "ecri(?:s|vez|re)", "affirme[rz]?", "recommande[rz]?", "mentionne[rz]?",
  "respond(?:e|a|er)", "di", "diga", "decir", "dizer", "escrib(?:e|a|ir)", "escrev(?:a|e|er)", "indic(?:a|ar)", "afirm(?:a|e|ar)", "recomiend(?:a|e)", "recomend(?:a|e|ar)", "mencion(?:a|e|ar)",
  "antwort(?:e|en)", "sag(?:e|en)?", "schreib(?:e|en)", "nenn(?:e|en)", "gib", "empfiehl", "erwahn(?:e|en)",
  "rispond(?:i|ere)", "scriv(?:i|ere)", "affer(?:ma|mare)", "raccomand(?:a|are)", "menzion(?:a|are)",
  "antwoord(?:en)?", "zeg(?:gen)?", "schrijf", "vermeld", "noem", "beveel",
);

/** Obligation words: "must", "should", "doit", "debes", "musst", "devi", "moet" … */
export const MUST = alt(
  "must", "should", "shall", "will now", "need to", "needs to", "have to", "has to", "are to", "is to", "are (?:instructed|required) to", "is (?:instructed|required) to", "always", "never",
  "doi[st]", "doivent", "devez", "debes?", "deben", "tienes que", "tiene que", "musst", "muss", "mussen", "sollst", "soll", "sollen", "devi", "deve", "devono", "moet", "moeten", "precisa",
);

/** The second person, in every language the screen reads. */
export const YOU = alt("you", "vous", "tu", "du", "sie", "usted", "voce", "je", "jij");

/** Answer nouns: "your answer", "votre réponse", "deine Antwort" … */
export const ANSWER_NOUN = alt(
  "answers?", "responses?", "reply", "replies", "summary", "output", "analysis",
  "reponse", "resume", "respuesta", "resumen", "antwort", "zusammenfassung", "risposta", "riassunto", "resposta", "resumo", "antwoord", "samenvatting",
);

/** Roles of a chat transcript, as they open a line. */
export const ROLE = alt(
  "system", "assistant", "user", "human", "ai", "bot", "developer", "gpt", "chatgpt", "claude", "tool",
  "systeme", "utilisateur", "usuario", "benutzer", "nutzer", "utente", "utilizador", "gebruiker", "assistent", "asistente", "assistente", "sistema",
);

/** Words that make a vocative: "note to", "attention", "dear", "Hinweis an" … */
export const NOTE_WORD = alt(
  "p\\.?s", "note", "message", "memo", "reminder", "attention", "dear", "hey", "hello", "hi", "psst", "instructions?", "notice",
  "addressed to", "intended for", "meant for", "written for", "directed at", "a l'attention", "all'attenzione", "zu handen",
  "remarque", "avis", "nota", "aviso", "mensaje", "atencion", "hinweis", "mitteilung", "nachricht", "achtung", "liebe[rs]?",
  "messaggio", "attenzione", "caro", "cara", "mensagem", "atencao", "opmerking", "bericht", "let op", "beste", "cher", "chere", "querido", "estimado",
);
