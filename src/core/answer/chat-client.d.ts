/**
 * Client for any OpenAI-compatible chat endpoint (/v1/chat/completions): OpenAI,
 * OpenRouter, a gateway, a local server. Streams by default (SSE), retries 429/5xx/529
 * and network failures before the first token, and throws named ChatErrors. The key
 * lives only in this closure: nothing returned or thrown contains it.
 */
import { type AbortSignalLike, type RequestInitLike, type SleepFn } from "../system-one/runtime";
import type { ChatMessage } from "./prompt";
interface ReaderLike {
    read(): Promise<{
        done: boolean;
        value?: Uint8Array;
    }>;
}
export interface ChatResponseLike {
    readonly status: number;
    readonly headers: {
        get(name: string): string | null;
    };
    text(): Promise<string>;
    readonly body?: {
        getReader(): ReaderLike;
    } | null;
}
export type ChatFetch = (url: string, init: RequestInitLike) => Promise<ChatResponseLike>;
export interface ChatConfig {
    /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://127.0.0.1:8080 */
    baseUrl: string;
    apiKey?: string;
    model: string;
    /** Idle limit: no byte for this long ends the attempt. Default 60 s. */
    timeoutMs?: number;
    /** Retries before the first token. Default 2. */
    maxRetries?: number;
    /** A server asking to wait longer than this is not retried. Default 30 s. */
    maxRetryAfterMs?: number;
    fetch?: ChatFetch;
    sleep?: SleepFn;
    now?: () => number;
}
export interface ChatRequest {
    messages: ChatMessage[];
    /** Default true. */
    stream?: boolean;
    temperature?: number;
    maxTokens?: number;
    onDelta?: (text: string) => void;
    signal?: AbortSignalLike;
}
export interface ChatResult {
    text: string;
    model: string;
    finishReason?: string;
    usage?: {
        prompt_tokens?: number;
        completion_tokens?: number;
    };
    streamed: boolean;
    attempts: number;
    ms: number;
}
export interface ChatClient {
    complete(req: ChatRequest): Promise<ChatResult>;
    /** Key-free description for settings and traces. */
    describe(): {
        endpoint: string;
        model: string;
        hasKey: boolean;
    };
}
/** Accepts a bare host, a /v1 base or the full endpoint. */
export declare function chatEndpoint(baseUrl: string): string;
export declare function createChatClient(config: ChatConfig): ChatClient;
export {};
