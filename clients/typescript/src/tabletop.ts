// The server: matches created, seats claimed or attached, each seat then played with its token.
import createClient, { type Client } from "openapi-fetch";
import type { CreatedMatch, CreateMatch, GameId, MatchView } from "./games.js";
import { RETRY, type Retry, send } from "./retry.js";
import type { ClaimSeat, paths, SeatClaimed } from "./schema.js";
import { type Connection, Seat } from "./seat.js";

export interface Options {
  /** The fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** A player key (`POST /players`): the matches created and seats claimed are bound to that player. */
  playerKey?: string;
  retry?: Partial<Retry>;
}

export interface NewMatch<G extends GameId> {
  matchId: string;
  /** The creation's answer: the match as a spectator sees it, and the seat tokens (shown only here). */
  created: CreatedMatch<G>;
  /** The named seats, ready to play. */
  seats: Seat<G>[];
}

export class Tabletop {
  /** The whole API, typed, as the player if a key was given: for what this layer does
   * not cover, e.g. `tabletop.http.POST("/challenges", { body })`. */
  readonly http: Client<paths>;
  private readonly retry: Retry;
  private readonly spectator: Connection;

  constructor(
    readonly baseUrl: string,
    private readonly options: Options = {},
  ) {
    this.retry = { ...RETRY, ...options.retry };
    this.http = this.client(options.playerKey ?? null);
    this.spectator = this.connect(null);
  }

  /** A new match; `seats` names each seat, or leaves it open (null) to a claim. */
  async createMatch<G extends GameId>(game: G, body: CreateMatch<G>): Promise<NewMatch<G>> {
    const http: Connection["http"] = this.http; // (see Connection)
    // Not sent again after a lost answer: the first may have created a match.
    const created: CreatedMatch<G> = await send(() => http.POST(`/games/${game}/matches`, { body }), this.retry, false);
    const seats = created.seats.flatMap(({ seat, token }) =>
      token === null ? [] : [new Seat(this.connect(token), game, created.match_id, seat, created)],
    );
    return { matchId: created.match_id, created, seats };
  }

  /** Take open seat `seat` of a match; the claim of the last open seat deals. */
  async claim<G extends GameId>(game: G, matchId: string, seat: number, body: ClaimSeat): Promise<Seat<G>> {
    const http: Connection["http"] = this.http;
    const params = { path: { match_id: matchId, seat } };
    // Not sent again after a lost answer: a claim that went through would be refused
    // (seat-taken), its token lost.
    const claimed: SeatClaimed = await send(
      () => http.POST(`/games/${game}/matches/{match_id}/seats/{seat}/claim`, { params, body }),
      this.retry,
      false,
    );
    return new Seat(this.connect(claimed.token), game, matchId, claimed.seat);
  }

  /** The seat of a match that `token` (its seat token, or its player's key) plays. */
  attach<G extends GameId>(game: G, matchId: string, token: string): Seat<G> {
    return new Seat(this.connect(token), game, matchId);
  }

  /** The match as a spectator sees it. */
  view<G extends GameId>(game: G, matchId: string): Promise<MatchView<G>> {
    const { http, retry } = this.spectator;
    const params = { path: { match_id: matchId } };
    return send(() => http.GET(`/games/${game}/matches/{match_id}`, { params }), retry, true);
  }

  private client(token: string | null): Client<paths> {
    const headers = token === null ? {} : { Authorization: `Bearer ${token}` };
    return createClient<paths>({ baseUrl: this.baseUrl.replace(/\/+$/, ""), fetch: this.options.fetch, headers });
  }

  private connect(token: string | null): Connection {
    return { http: this.client(token), retry: this.retry };
  }
}
