// The lobby (/play): play under a name (a player key, kept by this browser), create a
// match with your seat and open ones, share a link per open seat, join from such a
// link, and list your matches with whose turn it is. All through the public API.

import { request } from "./api.js";
import { forget, me, remember, seatLinks } from "./me.js";
import { h, label, listing } from "./svg.js";

const byId = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const MINE_EVERY_MS = 15000;

const watch = (game, matchId) => `/watch/${encodeURIComponent(game)}/${encodeURIComponent(matchId)}`;

function fail(error) {
  const line = byId("lobby-error");
  line.hidden = !error;
  line.textContent = error ? error.message : "";
}

// Runs a form's or button's work, its refusal shown as the problem's sentence.
const guarded = (work) => async (event) => {
  event.preventDefault?.();
  fail(null);
  try {
    await work(event);
  } catch (error) {
    fail(error);
  }
};

// --- who plays here ---------------------------------------------------------------

function showMe() {
  const player = me();
  byId("register").hidden = !!player;
  byId("me").hidden = !player;
  if (player) byId("me").querySelector("strong").textContent = player.name;
  byId("claim").textContent = player ? `Take the seat as ${player.name}` : "Take the seat (choose your name above first)";
  byId("claim").disabled = !player;
}

async function register(form) {
  const name = new FormData(form).get("name").trim();
  remember(await request("/players", null, { method: "POST", body: JSON.stringify({ name }) }));
  showMe();
  await showMine();
}

// --- a new match --------------------------------------------------------------------

// The variants a game's options schema offers: its booleans and its bounded integers.
function variantFields(game) {
  const schema = game.options_schema;
  const options = schema.$defs?.[schema.$ref?.split("/").pop()] ?? schema;
  return Object.entries(options.properties ?? {}).flatMap(([name, field]) => {
    const integer = (field.anyOf ?? [field]).find((kind) => kind.type === "integer");
    if (field.type === "boolean") {
      return [h("label", {}, h("input", { type: "checkbox", name: `option:${name}` }), ` ${label(name)}`)];
    }
    if (!integer) return []; // (Balam's own boards: through the API)
    const values = Array.from({ length: integer.maximum - integer.minimum + 1 }, (_, k) => integer.minimum + k);
    return [h("label", {}, `${label(name)} `, h("select", { name: `option:${name}` },
      h("option", { value: "" }, "as the rules say"), values.map((n) => h("option", { value: n }, n))))];
  });
}

function showGame(games, form) {
  const game = games.find((g) => g.id === form.game.value);
  const counts = Array.from({ length: game.max_players - game.min_players + 1 }, (_, k) => game.min_players + k);
  form.players.replaceChildren(...counts.map((n) => h("option", { value: n }, n)));
  const fields = variantFields(game);
  byId("variants").hidden = !fields.length;
  byId("variants").replaceChildren(h("legend", {}, "Variants"), ...fields);
}

function timeControl(choice) {
  const [kind, first, increment] = choice.split(":").map((part, k) => (k ? Number(part) : part));
  if (kind === "per") return { per_decision_s: first };
  if (kind === "bank") return { initial_s: first, increment_s: increment };
  return null;
}

async function create(form) {
  const player = me();
  if (!player) throw new Error("Choose your name first: the match is created with your seat.");
  const data = new FormData(form);
  const game = data.get("game");
  const options = {};
  for (const [field, value] of data) {
    if (!field.startsWith("option:") || value === "") continue;
    options[field.slice(7)] = value === "on" ? true : Number(value);
  }
  const seats = [player.name, ...Array(Number(data.get("players")) - 1).fill(null)];
  const body = { seats, options, time_control: timeControl(data.get("clock")) };
  const match = await request(`/games/${game}/matches`, player.key, { method: "POST", body: JSON.stringify(body) });
  const created = byId("created");
  const open = match.seats.filter((seat) => seat.name === null).map((seat) => seat.seat);
  created.querySelector(".links").replaceChildren(...seatLinks(game, match.match_id, open));
  created.querySelector(".open").href = watch(game, match.match_id);
  created.hidden = false;
  await showMine();
}

// --- joining from a shared link ------------------------------------------------------

async function showJoin() {
  const [game, matchId, seat] = ["game", "match", "seat"].map((name) => params.get(name));
  if (!game || !matchId || seat === null) return;
  const match = await request(`/games/${encodeURIComponent(game)}/matches/${encodeURIComponent(matchId)}`, null);
  const section = byId("join");
  const names = match.seats.map((s) => s.name).filter(Boolean);
  section.querySelector(".about").textContent =
    `Seat ${seat} of a ${label(game)} match with ${listing(names)}: ${match.seats[seat]?.name === null ? "open" : "already taken"}.`;
  section.hidden = false;
  byId("claim").onclick = guarded(async () => {
    const player = me();
    const url = `/games/${encodeURIComponent(game)}/matches/${encodeURIComponent(matchId)}/seats/${encodeURIComponent(seat)}/claim`;
    await request(url, player.key, { method: "POST", body: JSON.stringify({ name: player.name }) });
    location.href = watch(game, matchId);
  });
}

// --- my matches -------------------------------------------------------------------

async function showMine() {
  const list = byId("mine");
  const player = me();
  if (!player) return list.replaceChildren(h("li", { class: "none" }, "Choose your name to see your matches here."));
  const { matches } = await request("/players/me/matches", player.key);
  if (!matches.length) return list.replaceChildren(h("li", { class: "none" }, "No match yet."));
  list.replaceChildren(...matches.map((match) => {
    const movers = match.to_move.map((seat) => (seat === match.seat ? "you" : match.seats[seat] ?? `seat ${seat}`));
    const state = match.status === "active" ? (match.my_turn ? "your turn" : `${listing(movers)} to move`) : match.status;
    return h("li", { "data-my-turn": String(match.my_turn), "data-status": match.status },
      h("a", { href: watch(match.game, match.match_id) }, `${label(match.game)} with ${listing(match.seats.map((s) => s ?? "(open)"))}`),
      ` · ${state}`);
  }));
}

async function main() {
  const games = await request("/games", null);
  const form = byId("new-match");
  form.game.replaceChildren(...games.map((game) => h("option", { value: game.id }, game.title)));
  form.game.addEventListener("change", () => showGame(games, form));
  showGame(games, form);
  form.addEventListener("submit", guarded(() => create(form)));
  byId("register").addEventListener("submit", guarded((event) => register(event.target)));
  byId("forget").addEventListener("click", () => {
    forget();
    showMe();
    showMine();
  });
  showMe();
  await Promise.all([showJoin(), showMine()]);
  setInterval(() => document.hidden || showMine().catch(fail), MINE_EVERY_MS);
}

main().catch(fail);
