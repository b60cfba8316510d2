/**
 * The few named failures a document can end in. They cross worker boundaries as plain
 * data ({ code, message }) and are rebuilt by code on the other side.
 */

export type IngestErrorCode =
  | "empty-file"
  | "not-pdf"
  | "too-large"
  | "password-required"
  | "password-wrong"
  | "no-text"
  | "timeout"
  | "cancelled"
  | "unreadable";

export interface IngestErrorData {
  code: IngestErrorCode;
  message: string;
}

const MESSAGES: Record<IngestErrorCode, string> = {
  "empty-file": "This file is empty (0 bytes). Nothing to read.",
  "not-pdf": "This file is not a PDF, or it is too damaged to open.",
  "too-large": "This file is larger than Pincite opens.",
  "password-required": "This PDF is protected by a password. Enter it to open the document.",
  "password-wrong": "That password is not right for this PDF. Try again.",
  "no-text": "This PDF has no text that could be read, by its text layer or by OCR.",
  timeout: "Reading this PDF took too long and was stopped.",
  cancelled: "Reading was cancelled.",
  unreadable: "This PDF could not be read.",
};

export class IngestError extends Error {
  readonly code: IngestErrorCode;

  constructor(code: IngestErrorCode, detail?: string) {
    super(detail ? `${MESSAGES[code]} ${detail}` : MESSAGES[code]);
    this.name = "IngestError";
    this.code = code;
  }

  toData(): IngestErrorData {
    return { code: this.code, message: this.message };
  }

  static fromData(data: IngestErrorData): IngestError {
    const err = new IngestError(data.code);
    err.message = data.message;
    return err;
  }
}
