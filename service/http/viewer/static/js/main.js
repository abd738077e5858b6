// The match viewer's entry point: which match, as whom, and which game's drawings.

import { ApiError, MatchApi } from "./api.js";
import { me } from "./me.js";
import { Player } from "./player.js";
import { Seat } from "./table.js";

const root = document.getElementById("viewer");
const byId = (id) => document.getElementById(id);
const ui = {
  board: byId("board"), scores: byId("scores"), turn: byId("turn"), hand: byId("hand"), log: byId("log"),
  slider: byId("slider"), version: byId("version"), first: byId("first"), back: byId("back"), play: byId("play"),
  forward: byId("forward"), last: byId("last"), status: byId("status"), live: byId("live"),
  viewerAs: byId("viewer-as"), error: byId("error"),
  move: byId("move"), chosen: byId("move-chosen"), choices: byId("move-choices"), refusal: byId("refusal"), leave: byId("leave"),
};

// A seat's token comes in the fragment (#token=...), which browsers never send to the
// server: it only ever leaves the page in an Authorization header. Without one, the
// player key this browser keeps acts for its player's seat, if the match has one.
// The api the page reads with, and the match as it read it first.
async function whoami(game, matchId) {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  const key = me()?.key;
  const api = new MatchApi(game, matchId, token ?? key ?? null);
  try {
    return [api, await api.view()];
  } catch (error) {
    const notSeatedHere = !token && key && error instanceof ApiError && error.status === 401;
    if (!notSeatedHere) throw error;
    const spectator = new MatchApi(game, matchId, null);
    return [spectator, await spectator.view()];
  }
}

async function main() {
  const game = root.dataset.game;
  const [[api, match], board, events, actions] = await Promise.all([
    whoami(game, root.dataset.match),
    import(`./games/${game}/board.js`), import(`./games/${game}/events.js`), import(`./games/${game}/actions.js`),
  ]);
  const rules = { ...board, ...events, ...actions };
  const player = new Player(api, rules, ui);
  window.viewer = player; // for the curious, from the console
  const seat = await player.start(match);
  if (seat !== null && seat !== undefined) new Seat(api, rules, ui, player, seat).refresh();
}

main().catch((error) => {
  ui.error.hidden = false;
  ui.error.textContent = `Could not load the match: ${error.message}`;
  ui.board.replaceChildren();
});
