// The match viewer's entry point: which match, as whom, and which game's drawings.

import { MatchApi } from "./api.js";
import { Player } from "./player.js";

const root = document.getElementById("viewer");
const byId = (id) => document.getElementById(id);
const ui = {
  board: byId("board"), scores: byId("scores"), turn: byId("turn"), hand: byId("hand"), log: byId("log"),
  slider: byId("slider"), version: byId("version"), first: byId("first"), back: byId("back"), play: byId("play"),
  forward: byId("forward"), last: byId("last"), status: byId("status"), live: byId("live"),
  viewerAs: byId("viewer-as"), error: byId("error"),
};

// A seat's token comes in the fragment (#token=...), which browsers never send to the
// server: it only ever leaves the page in an Authorization header.
const token = new URLSearchParams(location.hash.slice(1)).get("token");

async function main() {
  const game = root.dataset.game;
  const [board, events] = await Promise.all([import(`./games/${game}/board.js`), import(`./games/${game}/events.js`)]);
  const player = new Player(new MatchApi(game, root.dataset.match, token), { ...board, ...events }, ui);
  window.viewer = player; // for the curious, from the console
  await player.start();
}

main().catch((error) => {
  ui.error.hidden = false;
  ui.error.textContent = `Could not load the match: ${error.message}`;
  ui.board.replaceChildren();
});
