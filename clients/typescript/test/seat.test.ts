// The layer against a scripted fetch (no server): what it sends again and how, what it
// makes of refusals, and how it reads and resumes a stream.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isRefusal, type Seat, Tabletop, TabletopError } from "@tabletop/client";

type Answer = Response | Error;

/** A fetch that answers each request with the next of `answers`, and keeps the requests. */
function scripted(...answers: Answer[]): { seat: Seat<"babel">; sent: Request[] } {
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request);
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected ${request.method} ${request.url}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const tabletop = new Tabletop("http://tabletop.test/", { fetch, retry: { backoffMs: 1, busyMs: 1 } });
  return { seat: tabletop.attach("babel", "m1", "seat-token"), sent };
}

const json = (body: object, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const problem = (status: number, code: string, more: object = {}, headers: Record<string, string> = {}): Response =>
  json({ status, code, title: code, detail: code, type: `/problems/${code}`, ...more }, status, {
    "Content-Type": "application/problem+json",
    ...headers,
  });
const acted = (version: number) =>
  json({ version, to_move: [1], status: "active", forfeited: [], viewer: 0, events: [], legal_actions: [] });

test("an act whose answer was lost is sent again under the same Idempotency-Key", async () => {
  const { seat, sent } = scripted(new TypeError("fetch failed"), problem(503, "unavailable"), acted(6));
  await seat.act({ type: "travel", site: "perser" });
  assert.equal(sent.length, 3);
  const keys = new Set(sent.map((request) => request.headers.get("Idempotency-Key")));
  assert.equal(keys.size, 1);
  assert.match([...keys][0] ?? "", /^[0-9a-f]{32}$/);
  assert.equal(sent[0]?.headers.get("Authorization"), "Bearer seat-token");
  assert.equal(sent[0]?.url, "http://tabletop.test/games/babel/matches/m1/actions");
  assert.deepEqual(await sent[2]?.json(), { action: { type: "travel", site: "perser" }, expected_version: 0 });
  assert.equal(seat.version, 6);
  assert.deepEqual(await seat.legalActions(), []); // (the act's answer said: no request)
});

test("a 429 waits what Retry-After says; a refusal is thrown with its code", async () => {
  const limited = problem(429, "rate-limited", {}, { "Retry-After": "0" });
  const { seat, sent } = scripted(limited, problem(422, "not-your-turn"));
  const refused = await seat.act({ type: "end_turn" }).catch((error: unknown) => error);
  assert.equal(sent.length, 2);
  assert.ok(refused instanceof TabletopError && isRefusal(refused, "not-your-turn"));
  assert.equal(refused.status, 422);
});

test("a stale version moves the seat to the match's, and its legal actions are read anew", async () => {
  const legal = json({ seat: 0, version: 9, actions: [{ type: "end_turn" }] });
  const { seat, sent } = scripted(acted(5), problem(409, "stale-version", { current_version: 9 }), legal);
  await seat.act({ type: "end_turn" });
  await assert.rejects(seat.act({ type: "end_turn" }), (error) => isRefusal(error, "stale-version"));
  assert.equal(seat.version, 9);
  assert.deepEqual(await seat.legalActions(), [{ type: "end_turn" }]);
  assert.equal(sent[2]?.url, "http://tabletop.test/games/babel/matches/m1/legal-actions");
});

/** A stream body of these chunks, failing after them if `broken` (a lost connection). */
function stream(chunks: string[], broken = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (broken) controller.error(new TypeError("terminated"));
      else controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const record = (seq: number, type: string) => JSON.stringify({ seq, created_at: "", event: { type, seat: 0 } });

test("the stream is read across chunks and resumed with Last-Event-ID after a lost connection", async () => {
  // (a line's \r\n split between chunks, and a record's JSON between two data lines)
  const tableSet = ['ta: {"seq": 1,\r', `\ndata: "created_at": "", "event": {"type": "table_set", "seat": 0}}\r\n\r\n`];
  const { seat, sent } = scripted(
    stream([": keep-alive\r\n\r\nid: 1\r\nevent: table_set\r\nda", ...tableSet], true),
    stream([
      `id: 2\nevent: game_ended\ndata: ${record(2, "game_ended")}\n\n`,
      `id: 2\nevent: match\ndata: {"version": 2, "to_move": [], "status": "finished", "forfeited": []}\n\n`,
    ]),
  );
  const frames: string[] = [];
  for await (const frame of seat.events()) {
    frames.push(`${frame.id} ${frame.event === "match" ? frame.data.status : frame.data.event.type}`);
  }
  assert.deepEqual(frames, ["1 table_set", "2 game_ended", "2 finished"]);
  assert.deepEqual(sent.map((request) => request.headers.get("Last-Event-ID")), ["0", "1"]);
  assert.equal(seat.status, "finished");
  assert.equal(await seat.waitForTurn(), false);
});
