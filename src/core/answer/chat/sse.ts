/**
 * Reads an OpenAI-style chat stream: server-sent events whose `data:` lines carry JSON
 * chunks and end with `data: [DONE]`. Fed text as it arrives, in any split.
 */

export interface StreamChunk {
  delta: string;
  model?: string;
  finishReason?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

interface RawChunk {
  model?: string;
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  error?: { message?: string } | string;
}

export class SseParser {
  private buffer = "";
  done = false;

  /** Chunks are handed over line by line, so text before a bad line is never lost. */
  constructor(private readonly onChunk: (chunk: StreamChunk) => void) {}

  /** Parses every complete line in `text`; throws on an error event or unreadable JSON. */
  push(text: string): void {
    this.buffer += text;
    const lines = this.buffer.split(/\r?\n/);
    this.buffer = lines.pop() ?? "";
    for (const l of lines) this.line(l);
  }

  /** Flushes a last line that arrived without a newline. */
  end(): void {
    const rest = this.buffer;
    this.buffer = "";
    if (rest) this.line(rest);
  }

  private line(line: string): void {
    if (this.done || !line.startsWith("data:")) return; // comments, event:, id:, blank
    const payload = line.slice(5).trim();
    if (payload === "[DONE]") {
      this.done = true;
      return;
    }
    if (!payload) return;
    const raw = JSON.parse(payload) as RawChunk;
    if (raw.error)
      throw new StreamErrorEvent(
        typeof raw.error === "string" ? raw.error : (raw.error.message ?? "error event in the stream"),
      );
    const choice = raw.choices?.[0];
    const delta = choice?.delta?.content ?? choice?.message?.content ?? "";
    this.onChunk({ delta, model: raw.model, finishReason: choice?.finish_reason ?? undefined, usage: raw.usage });
  }
}

/** The server reported an error inside an otherwise healthy stream. */
export class StreamErrorEvent extends Error {}
