/** Public surface of the answer path: answerQuestion, the pincite pieces and the chat client. */
export { answerQuestion, pageLookup, type AnswerInput } from "./answer";
export { citeClaims, shortlist, type ClaimToCite, type PageLookup } from "./cite/cite";
export {
  locateQuote,
  MIN_OVERLAP,
  MIN_FUZZY_TOKENS,
  type Location,
  type LocateMethod,
  type Precision,
} from "./cite/locate";
export { buildPageIndex, pageIndex, type PageIndex } from "./cite/page-index";
export { pageCandidates, rankCandidates, isTableRow, SHORTLIST, type Candidate } from "./cite/candidates";
export { pickQuotes, pickLexical, MIN_PICK_CONFIDENCE, type Pick, type PickItem, type PickTrace } from "./cite/pick";
export {
  createChatClient,
  chatEndpoint,
  type ChatClient,
  type ChatConfig,
  type ChatRequest,
  type ChatResult,
} from "./chat/chat-client";
export { parseClaims, type MarkerFlag, type ParsedClaim, type ParsedReply } from "./chat/claims";
export {
  buildMessages,
  parseEvidenceBlocks,
  parseQuestion,
  SYSTEM_PROMPT,
  type ChatMessage,
  type LabelledEvidence,
} from "./chat/prompt";
export { extractiveAnswer, EXTRACTIVE_CLAIMS } from "./extractive";
export { numberCitations } from "./cite/citation-order";
export { gateAnswer, lexicalGate, MIN_GATE_P, MIN_KEYWORD_COVERAGE, NOT_IN_DOCUMENT, type GateResult } from "./gate";
export {
  screenEvidence,
  screenEvidenceChecked,
  screenSentence,
  isQuarantined,
  QUARANTINE_PLACEHOLDER,
  type QuarantinedText,
  type ScreenCheck,
  type ScreenResult,
} from "../injection-screen/screen";
export { matchTokens, questionKeywords } from "./normalize";
export type * from "./types";
