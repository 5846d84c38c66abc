/** Types of supervise.js (JavaScript for its memory, ADR 0082), for the tools that start the bare server. */
export declare const DEFAULT_HEAP_MB: number;
/** The server's Node flags: the old-space cap (NODE_HEAP_MB, else DEFAULT_HEAP_MB) and the semi-space size. */
export declare function heapFlags(env?: NodeJS.ProcessEnv): string[];
