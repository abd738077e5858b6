// How requests are sent again. A 429, a 503 or a 409 `match-busy` changed nothing: sent
// again after what Retry-After says (or a pause). A lost answer may hide an applied
// request, so only requests safe to repeat are sent again after one: reads, and acts
// (the server answers an Idempotency-Key it has seen with its first response).
import { refusal } from "./refusals.js";

export interface Retry {
  /** Tries in all. */
  attempts: number;
  /** The longest pause, whatever Retry-After says. */
  maxWaitMs: number;
  /** The pause after a network failure, doubled at each attempt. */
  backoffMs: number;
  /** The pause after a 409 `match-busy` (nothing applied), doubled and jittered so racing seats spread. */
  busyMs: number;
}

export const RETRY: Retry = { attempts: 5, maxWaitMs: 30_000, backoffMs: 500, busyMs: 50 };

/** What openapi-fetch answers. */
interface Sent<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data; a refusal thrown as a TabletopError once `retry` gives up. */
export async function send<T>(request: () => Promise<Sent<T>>, retry: Retry, safe: boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt + 1 >= retry.attempts;
    let sent: Sent<T>;
    try {
      sent = await request();
    } catch (error) {
      if (!safe || last || aborted(error)) throw error;
      await sleep(pause(retry, attempt));
      continue;
    }
    if (sent.response.ok) return sent.data as T;
    const refused = refusal(sent.response, sent.error);
    const busy = refused.code === "match-busy";
    // (too-many-challenges is a 429 that waiting does not lift: it has no Retry-After)
    const again = busy || refused.status === 503 || (refused.status === 429 && refused.retryAfter !== null);
    if (!again || last) throw refused;
    await sleep(
      refused.retryAfter !== null
        ? Math.min(retry.maxWaitMs, refused.retryAfter * 1000)
        : busy
          ? Math.min(retry.maxWaitMs, retry.busyMs * 2 ** attempt * (1 + Math.random()))
          : pause(retry, attempt),
    );
  }
}

export function pause(retry: Retry, attempt: number): number {
  return Math.min(retry.maxWaitMs, retry.backoffMs * 2 ** attempt);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether the caller called the request off (its AbortSignal): not a failure to retry. */
export function aborted(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
