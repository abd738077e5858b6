// Maya's legal actions as choices (js/choices.js): each one's sentence, split where a
// decision has many variants, and the board piece it is about.

import { capital } from "../../svg.js";
import { marker } from "./events.js";

const pyramid = (state, p) => state.pyramids[p]?.name ?? `pyramid ${p + 1}`;
const spot = (state, p, level) => `level ${level + 1} of ${pyramid(state, p)}`;
const quarry = (state, q) => `the ${marker(state.quarries[q]?.marker)} quarry`;
const who = ({ seat, names }, s) => (s === seat ? "yourself" : names[s] ?? `seat ${s + 1}`);
const card = (value) => (value < 0 ? `−${-value}` : `${value}`);

// Where a built, direct or relocated stone lands: the level the view gives.
const landing = (state, p) => state.pyramids[p].open_level;

// The marker paying for a free pass or double move, as the view names it.
function freeMarker(state, field) {
  const paying = state[field];
  return paying === "joker" ? "your joker" : `your ${marker(paying)} marker`;
}

// The qualities a joker may stand for; worded lower-case so "Use your joker" can lead.
function quality(action, table) {
  const { state } = table;
  if (action.type === "protect") return ["protect your workers", `at ${quarry(state, action.quarry)}`];
  if (action.type === "direct_stone") {
    const level = landing(state, action.pyramid);
    return ["put a stone from your reserve", `straight onto ${spot(state, action.pyramid, level)}`];
  }
  const { from_pyramid: fp, from_level: fl, to_pyramid: tp } = action;
  return ["move one of your stones", `from ${spot(state, fp, fl)}`, `to ${spot(state, tp, landing(state, tp))}`];
}

export function steps(action, table) {
  const { state } = table;
  switch (action.type) {
    case "place_starting_stone":
      return [`Place a starting stone on ${spot(state, action.pyramid, 0)}`];
    case "bid":
      return ["Bid", action.gold ? `${action.gold} gold` : "nothing"];
    case "choose_blue_marker":
      return [`Choose the ${marker(action.marker)} marker`];
    case "place_worker":
      return ["Place a worker", `of ${card(action.value)}`, `at ${quarry(state, action.quarry)}`];
    case "stop_placing":
      return ["Stop placing workers"];
    case "place_plus_two":
      return ["Lay your +2 marker", `at ${quarry(state, action.quarry)}`];
    case "take_points":
      return [`Take 3 points from ${who(table, action.target)} with your −3 card`];
    case "protect":
    case "relocate_stone":
    case "direct_stone": {
      const words = quality(action, table);
      return state.decision === "joker_quarry" ? ["Use your joker", `to ${words[0]}`, ...words.slice(1)]
        : [capital(words[0]), ...words.slice(1)];
    }
    case "name_start_player":
      return [`Name ${who(table, action.seat)} the start player`];
    case "boost_transport":
      return ["Use your joker as +2 transport"];
    case "keep_marker": {
      const name = { plus_two: "plus_two", relocate: "relocate", direct_stone: "direct_stone" }[state.decision];
      return [name ? `Decline the ${marker(name)} quality` : "Keep your joker for later"];
    }
    case "build": {
      const level = landing(state, action.pyramid);
      const which = { 2: "the first stone of your double move", 1: "the second stone of your double move" };
      return [`Build ${which[state.double_left] ?? "a stone"}`, `on ${spot(state, action.pyramid, level)}`];
    }
    case "double_move":
      return ["Make a double move", action.free ? `for free with ${freeMarker(state, "double_move_marker")}` : "and pay a stone"];
    case "pass_building":
      return ["Pass", action.free ? `for free with ${freeMarker(state, "free_pass_marker")}` : "and pay a stone"];
    default:
      return [capital(action.type.replaceAll("_", " "))];
  }
}

export function target(action, table) {
  const { state } = table;
  switch (action.type) {
    case "place_starting_stone":
      return `level:${action.pyramid}:0`;
    case "place_worker":
    case "place_plus_two":
    case "protect":
      return `quarry:${action.quarry}`;
    case "take_points":
      return `player:${action.target}`;
    case "name_start_player":
      return `player:${action.seat}`;
    case "relocate_stone":
      return `level:${action.from_pyramid}:${action.from_level}`;
    case "direct_stone":
    case "build":
      return `level:${action.pyramid}:${landing(state, action.pyramid)}`;
    default:
      return null;
  }
}
