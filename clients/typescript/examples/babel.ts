// Plays a Babel match to its end, both seats by random legal actions, against a running
// server: `node dist/examples/babel.js http://127.0.0.1:8000`, once `npm test` has built
// it. Prints the match's id, its status, each seat's count of actions and the result.
import { isRefusal, type Seat, Tabletop } from "@tabletop/client";

const tabletop = new Tabletop(process.argv[2] ?? "http://127.0.0.1:8000");

async function playRandomly(seat: Seat<"babel">): Promise<number> {
  let actions = 0;
  while (await seat.waitForTurn()) {
    const legal = await seat.legalActions();
    const action = legal[Math.floor(Math.random() * legal.length)];
    if (action === undefined) continue; // (nothing to decide after all: wait again)
    try {
      await seat.act(action);
      actions += 1;
    } catch (error) {
      if (!isRefusal(error, "stale-version")) throw error; // the match moved on: decide again
    }
  }
  return actions;
}

const { matchId, seats } = await tabletop.createMatch("babel", { seats: ["alice", "bob"] });
const actions = await Promise.all(seats.map(playRandomly));
const match = await tabletop.view("babel", matchId);
console.log(JSON.stringify({ match_id: matchId, status: match.status, actions, result: match.result }));
