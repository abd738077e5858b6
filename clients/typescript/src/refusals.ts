// Refusals as errors: the server answers each with an RFC 9457 problem whose `code`
// is stable (the ProblemCode enum), so programs branch on the code, typed.
import type { Problem, ProblemCode } from "./schema.js";

/** The server refused a request and changed nothing. */
export class TabletopError extends Error {
  override readonly name = "TabletopError";
  /** The problem's code; null when the answer was no problem (a proxy's error page). */
  readonly code: ProblemCode | null;
  /** With `stale-version`: where the match is now. */
  readonly currentVersion: number | null;

  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
    /** Seconds to wait before asking again (429, 503), as Retry-After said. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${status}${problem.title ? ` ${problem.title}` : ""}: ${problem.detail ?? ""}`);
    this.code = problem.code ?? null;
    this.currentVersion = problem.current_version ?? null;
  }
}

/** Whether `error` is a refusal with one of these codes (a misspelt code does not compile). */
export function isRefusal<C extends ProblemCode>(
  error: unknown,
  code: C,
  ...codes: C[]
): error is TabletopError & { readonly code: C } {
  return error instanceof TabletopError && [code, ...codes].some((c) => c === error.code);
}

/** The error for a refused answer; `body` is what openapi-fetch read of it (JSON, else text). */
export function refusal(response: Response, body: unknown): TabletopError {
  const problem: Partial<Problem> =
    typeof body === "object" && body !== null ? body : { detail: String(body ?? response.statusText).slice(0, 200) };
  const retryAfter = Number.parseFloat(response.headers.get("Retry-After") ?? "");
  return new TabletopError(response.status, problem, Number.isFinite(retryAfter) ? Math.max(0, retryAfter) : null);
}
