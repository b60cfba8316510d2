/**
 * Reads an OpenAI-style chat stream: server-sent events whose `data:` lines carry JSON
 * chunks and end with `data: [DONE]`. Fed text as it arrives, in any split.
 */
export interface StreamChunk {
    delta: string;
    model?: string;
    finishReason?: string;
    usage?: {
        prompt_tokens?: number;
        completion_tokens?: number;
    };
}
export declare class SseParser {
    private buffer;
    done: boolean;
    /** Parses every complete line in `text`; throws on an error event or unreadable JSON. */
    push(text: string): StreamChunk[];
    /** Flushes a last line that arrived without a newline. */
    end(): StreamChunk[];
    private line;
}
/** The server reported an error inside an otherwise healthy stream. */
export declare class StreamErrorEvent extends Error {
}
