// A seat of a match, played with its token: it remembers where the match stands as far
// as it has seen, so a bot's loop costs about one request an action, and it acts on the
// version it decided on.
import type { Client } from "openapi-fetch";
import type { Acted, Action, EventRecord, GameEvent, GameId, LegalActions, MatchView } from "./games.js";
import { isRefusal, TabletopError } from "./refusals.js";
import { aborted, pause, type Retry, send, sleep } from "./retry.js";
import type { MatchFrame, MatchStatus } from "./schema.js";
import { messages } from "./sse.js";

/** A frame of the match's stream: an event (`id`: the version after it), or after each batch where the match stands. */
export type StreamFrame<G extends GameId> =
  | { event: GameEvent<G>["type"]; id: number; data: EventRecord<G> }
  | { event: "match"; id: number; data: MatchFrame };

/** The server sends a keep-alive every 15 s: a silent minute means a dead connection. */
const SILENT_MS = 60_000;
const ENDED: ReadonlySet<MatchStatus> = new Set(["finished", "aborted"]);

/** The requests of one token, and how they are retried. */
export interface Connection {
  // A game's operations are the same under each game's path, which is known at run
  // time: this layer's signatures carry their types (games.ts), so they go out untyped.
  http: Client<any>;
  retry: Retry;
}

/** What a view, an act's answer or a stream frame says of where the match stands. */
interface Seen {
  version: number;
  to_move: number[];
  status: MatchStatus;
  forfeited: number[];
  viewer?: number | null;
}

export class Seat<G extends GameId> {
  /** The seat's number, once an answer has said it. */
  seat: number | null;
  /** The newest version of the match this seat has seen; its acts are decided on it. */
  version = 0;
  toMove: number[] = [];
  status: MatchStatus = "active";
  /** The seat resigned or ran out of time (the server plays it on). */
  forfeited = false;
  /** Whether `toMove` and `status` are as of `version` (else: read before trusting them). */
  private current = false;
  private legal: { version: number; actions: Action<G>[] } | null = null;
  private readonly path: string;

  constructor(
    private readonly connection: Connection,
    readonly game: G,
    readonly matchId: string,
    seat: number | null = null,
    known?: Seen,
  ) {
    this.seat = seat;
    this.path = `/games/${game}/matches/{match_id}`;
    if (known) this.saw(known);
  }

  get myTurn(): boolean {
    return this.status === "active" && this.seat !== null && this.toMove.includes(this.seat);
  }

  /** Whether the seat is yet to play: its match waits for its open seats or runs, and it has not left. */
  get playing(): boolean {
    return (this.status === "waiting" || this.status === "active") && !this.forfeited;
  }

  /** The match as this seat sees it. */
  async view(): Promise<MatchView<G>> {
    const match: MatchView<G> = await this.call("get", "", {}, true);
    this.saw(match);
    return match;
  }

  /** Every action this seat may take now (none when it has nothing to decide): those it
   * last read, unless the match has moved past them or `fresh` asks to read anew. */
  async legalActions(options: { fresh?: boolean } = {}): Promise<Action<G>[]> {
    if (options.fresh || this.legal === null || this.legal.version < this.version) {
      const legal: LegalActions<G> = await this.call("get", "/legal-actions", {}, true);
      this.seat = legal.seat;
      if (legal.version > this.version) [this.version, this.current] = [legal.version, false];
      this.legal = { version: legal.version, actions: legal.actions };
    }
    return this.legal.actions;
  }

  /** Take `action`, decided on the version this seat last saw (`expected_version`), under
   * an Idempotency-Key kept through the retries, so it never applies twice. A 409
   * `stale-version` means what this seat may do has changed: it forgets its legal
   * actions (the next `legalActions()` reads them anew); decide again. */
  async act(action: Action<G>, options: { idempotencyKey?: string } = {}): Promise<Acted<G>> {
    const init = {
      body: { action, expected_version: this.version },
      headers: { "Idempotency-Key": options.idempotencyKey ?? newKey() },
    };
    let acted: Acted<G>;
    try {
      acted = await this.call("post", "/actions", init, true);
    } catch (error) {
      if (error instanceof TabletopError) {
        [this.legal, this.current] = [null, false];
        if (isRefusal(error, "stale-version") && error.currentVersion !== null) {
          this.version = Math.max(this.version, error.currentVersion);
        }
      }
      throw error;
    }
    this.learn(acted);
    return acted;
  }

  /** Leave the match: with one seat left playing it wins; with more, the server plays this seat on. */
  resign(): Promise<Acted<G>> {
    return this.leave("/resign");
  }

  /** Call the match off, before the first action after the deal (then: resign). */
  abort(): Promise<Acted<G>> {
    return this.leave("/abort");
  }

  /** The match's stream as this seat sees it, from version `after` (default: the start).
   * A lost connection is opened again with Last-Event-ID, so nothing is lost or repeated;
   * it ends after the frames that say the match is over, or when `signal` aborts. */
  async *events(options: { after?: number; signal?: AbortSignal } = {}): AsyncGenerator<StreamFrame<G>> {
    const { signal } = options;
    let last = options.after ?? 0;
    for (let failures = 0; ; ) {
      let heard = false;
      try {
        const init = { headers: { "Last-Event-ID": String(last) }, parseAs: "stream", signal };
        const body: ReadableStream<Uint8Array> = await this.call("get", "/stream", init, true);
        for await (const message of messages(body, SILENT_MS)) {
          [heard, failures, last] = [true, 0, Number(message.id ?? last)];
          const data: unknown = JSON.parse(message.data);
          if (message.event === "match") {
            const match = data as MatchFrame;
            this.saw(match);
            yield { event: "match", id: last, data: match };
            if (ENDED.has(match.status)) return;
          } else {
            const record = data as EventRecord<G>;
            yield { event: record.event.type, id: last, data: record } as StreamFrame<G>;
          }
        }
      } catch (error) {
        // (a refusal was retried as `send` allows already)
        if (error instanceof TabletopError || aborted(error) || ++failures >= this.connection.retry.attempts) {
          throw error;
        }
        await sleep(pause(this.connection.retry, failures));
        continue;
      }
      // The server ends the stream of an ended match at once, and others after a while.
      if (!heard && ENDED.has((await this.view()).status)) return;
    }
  }

  /** Waits on the match's stream until this seat has a decision to make (true), or the
   * match is over or the seat has left it (false). A match waiting for its seats is waited for too. */
  async waitForTurn(options: { signal?: AbortSignal } = {}): Promise<boolean> {
    if (!this.current) await this.view();
    if (this.playing && !this.myTurn) {
      for await (const frame of this.events({ after: this.version, signal: options.signal })) {
        if (frame.event === "match" && (!this.playing || this.myTurn)) break;
      }
    }
    return this.status === "active" && !this.forfeited;
  }

  private async leave(path: "/resign" | "/abort"): Promise<Acted<G>> {
    // Not sent again after a lost answer: the first may have been applied.
    const left: Acted<G> = await this.call("post", path, {}, false);
    this.learn(left);
    return left;
  }

  /** Learn from an answer that carries the seat's next legal actions. */
  private learn(acted: Acted<G>): void {
    this.saw(acted);
    this.legal = { version: acted.version, actions: acted.legal_actions };
  }

  private saw(match: Seen): void {
    if (match.version < this.version) return;
    [this.version, this.toMove, this.status, this.current] = [match.version, match.to_move, match.status, true];
    if (match.viewer !== undefined && match.viewer !== null) this.seat = match.viewer;
    if (this.seat !== null) this.forfeited = match.forfeited.includes(this.seat);
  }

  private call<T>(method: "get" | "post", path: string, init: object, safe: boolean): Promise<T> {
    const { http, retry } = this.connection;
    const params = { path: { match_id: this.matchId } };
    return send<T>(() => http.request(method, this.path + path, { params, ...init }), retry, safe);
  }
}

/** 128 random bits (crypto.randomUUID needs a secure context in browsers; this does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
