/**
 * Named errors for the chat model call. Messages are built from our own words plus the
 * server's text scrubbed of the key, so an error can be shown, logged or put in a trace.
 */
export type ChatErrorCode = "unauthorized" | "forbidden" | "rate-limited" | "overloaded" | "server-error" | "http-error" | "timeout" | "network" | "bad-response" | "aborted";
export declare class ChatError extends Error {
    readonly code: ChatErrorCode;
    readonly status?: number;
    readonly retryable: boolean;
    readonly retryAfterMs?: number;
    attempts?: number;
    constructor(code: ChatErrorCode, message: string, extra?: {
        status?: number;
        retryAfterMs?: number;
    });
    toData(): {
        code: ChatErrorCode;
        message: string;
        status: number | undefined;
        retryable: boolean;
        attempts: number | undefined;
    };
}
/** Removes the key (and any bearer token) from text that came from elsewhere. */
export declare function scrub(text: string, apiKey?: string): string;
/** The message in an OpenAI-style error body ({error:{message}}, {message}, {detail}). */
export declare function serverMessage(body: string, apiKey?: string): string | undefined;
export declare function httpChatError(status: number, endpoint: string, said: string | undefined, retryAfterMs?: number): ChatError;
/** "retry-after" in seconds or as a date, or "retry-after-ms". */
export declare function retryAfter(headers: {
    get(name: string): string | null;
}, now: number): number | undefined;
