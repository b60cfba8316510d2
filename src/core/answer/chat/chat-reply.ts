/**
 * Reading a chat model's 2xx reply: an OpenAI-style stream of server-sent events, delta by
 * delta, or one JSON completion. Each read byte counts as progress for the transport's idle
 * limit. A reply that cannot be used is not asked again: the tokens are already paid for.
 */
import { redact } from "../../http/error-body";
import { ModelError } from "../../http/model-error";
import type { ResponseLike } from "../../http/runtime";
import { UnreadableReply, type ReplyReader } from "../../http/transport";
import { SseParser, StreamErrorEvent, type StreamChunk } from "./sse";

export interface ChatReply {
  text: string;
  model?: string;
  finishReason?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

interface DecoderLike {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}
const Decoder = (globalThis as unknown as { TextDecoder: new () => DecoderLike }).TextDecoder;

/** A streamed reply; `onDelta` sees each piece of text as it arrives. */
export function streamReader(onDelta: (text: string) => void, apiKey: string | undefined): ReplyReader<ChatReply> {
  return async (res, progress) => {
    try {
      return await readStream(res, onDelta, progress);
    } catch (err) {
      if (!(err instanceof StreamErrorEvent)) throw err;
      const said = redact(err.message, apiKey);
      throw new ModelError({
        code: "server-error",
        retryable: true,
        serverMessage: said,
        message: `The chat model reported an error mid-answer: "${said}".`,
      });
    }
  };
}

async function readStream(res: ResponseLike, onDelta: (t: string) => void, progress: () => void): Promise<ChatReply> {
  const out: ChatReply = { text: "" };
  const parser = new SseParser((c: StreamChunk) => {
    if (c.delta) {
      out.text += c.delta;
      onDelta(c.delta);
    }
    out.model ??= c.model;
    out.finishReason = c.finishReason ?? out.finishReason;
    out.usage = c.usage ?? out.usage;
  });
  if (!res.body) parser.push(await res.text());
  else {
    const reader = res.body.getReader();
    const decoder = new Decoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      progress();
      parser.push(decoder.decode(r.value, { stream: true }));
    }
  }
  parser.end();
  if (!parser.done && !out.finishReason)
    throw new UnreadableReply("the stream ended before the answer was complete", false);
  return out;
}

/** A reply in one JSON body (`stream: false`). */
export const completionReader: ReplyReader<ChatReply> = async (res) => {
  const j = JSON.parse(await res.text()) as {
    model?: string;
    choices?: { message?: { content?: string | null }; finish_reason?: string }[];
    usage?: ChatReply["usage"];
  };
  const content = j.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new UnreadableReply("the reply had no message content", false);
  return { text: content, model: j.model, finishReason: j.choices?.[0]?.finish_reason, usage: j.usage };
};
