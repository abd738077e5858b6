// Each game's types, read off the generated document by the game's id: every game
// serves the same operations under /games/<id>/, so a game the document gains is
// typed here without a change.
import type { paths } from "./schema.js";

/** The games the server plays: "babel" | "bali" | "maya" | "balam". */
export type GameId = keyof paths extends infer P ? (P extends `/games/${infer G}/matches` ? G : never) : never;

type Path<P extends string> = P extends keyof paths ? paths[P] : never;
type Match<G extends GameId, Rest extends string = ""> = Path<`/games/${G}/matches/{match_id}${Rest}`>;
type Json<R> = R extends { content: { "application/json": infer T } } ? T : never;
type Answer<Op, Status extends number> = Op extends { responses: { [S in Status]: infer R } } ? Json<R> : never;
type Body<Op> = Op extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** What a match is created with (`seats`: names, or null for seats left open to a claim). */
export type CreateMatch<G extends GameId> = Body<Path<`/games/${G}/matches`>["post"]>;
/** The creation's answer: the match, and the seat tokens (shown this once). */
export type CreatedMatch<G extends GameId> = Answer<Path<`/games/${G}/matches`>["post"], 201>;
/** The match as a seat or a spectator sees it. */
export type MatchView<G extends GameId> = Answer<Match<G>["get"], 200>;
/** One of the game's actions, a union narrowed by `type`. */
export type Action<G extends GameId> = Body<Match<G, "/actions">["post"]>["action"];
/** An act's (a resignation's, an abort's) answer: the match then, its events, the seat's next legal actions. */
export type Acted<G extends GameId> = Answer<Match<G, "/actions">["post"], 200>;
export type LegalActions<G extends GameId> = Answer<Match<G, "/legal-actions">["get"], 200>;
/** An event as the record `/events` and the stream carry it (`seq`: the version after it). */
export type EventRecord<G extends GameId> = Answer<Match<G, "/events">["get"], 200>["events"][number];
/** One of the game's events (and the match's: resignations, timeouts, aborts), narrowed by `type`. */
export type GameEvent<G extends GameId> = EventRecord<G>["event"];
