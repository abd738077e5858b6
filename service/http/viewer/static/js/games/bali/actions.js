// Bali's legal actions as choices, worded like its event sentences, and the board piece
// each is about. A hand holds 3 cards, so phase 2A never lists more than 3 plays and
// every decision fits in one step.

import { an, label, plural } from "../../svg.js";
import { CROPS } from "./board.js";

const OFFERING_PRICE = 5; // phase 1: minus your cultivators of that crop
const SANCTUARY_PRICE = 7;
const ORDINALS = ["", "2nd ", "3rd ", "4th "];

const crop = (name) => label(name);
const price = (stones) => (stones ? plural(stones, "stone") : "nothing");

// The seat's Sanctuary reward: one per Sanctuary, one more for a sole majority of 2 or more.
function sanctuaryReward(players, seat) {
  const counts = players.map((player) => player.sanctuaries);
  const top = Math.max(...counts);
  const bonus = top >= 2 && counts.filter((n) => n === top).length === 1 && counts[seat] === top;
  return counts[seat] + (bonus ? 1 : 0);
}

// The altar card `depth` places below the top, as the viewer knows it (null: unknown).
const altarCrop = (altar, depth) => altar[altar.length - 1 - depth] ?? null;

// The crop phase 4 scores: the revealed card is a Cultivator when a harvest asks.
const scoredCrop = (state) => (state.revealed || "").replace("_cultivator", "");

const SENTENCES = {
  buy_offering: (a, { state, seat }) => {
    const cost = Math.max(0, OFFERING_PRICE - state.players[seat].cultivators[CROPS.indexOf(a.crop)]);
    return [`Buy ${an(crop(a.crop))} offering card for ${price(cost)}`];
  },
  skip_purchase: () => ["Buy no offering card"],
  play_stonecutter: () => ["Play a Stonecutter"],
  play_priest: (a, { state }) => [state.demon === null || state.demon === undefined
    ? "Play a Priest"
    : `Play a Priest and chase the Demon to column ${((state.demon + 1) % state.market.length) + 1}`],
  play_sanctuary: () => [`Play a Sanctuary for ${price(SANCTUARY_PRICE)}`],
  play_cultivators: (a) => {
    const card = label(`${a.crop}_cultivator`);
    return [a.count === 1 ? `Play ${an(card)}` : `Play ${plural(a.count, card)} for ${price(a.count - 1)}`];
  },
  remove_card: (a) => [`Remove ${an(label(a.card))} from the game`],
  offer: (a, { state }) => {
    if (state.decision === "offer_from_reserve") return [`Put ${an(crop(a.crop))} card from the reserve on the altar`];
    const side = state.decision === "offer_face_down" ? "face down" : "face up";
    return [`Offer your ${crop(a.crop)} card ${side} on the altar`];
  },
  take_card: (a, { state }) => {
    const card = state.market[a.column]?.[0];
    return [`Take ${card ? an(label(card)) : "the bottom card"} from market column ${a.column + 1}`];
  },
  take_from_altar: (a, { state }) => {
    const known = altarCrop(state.altar, a.depth);
    return [`Keep the ${known ? `${crop(known)} card` : "card"} ${ORDINALS[a.depth] ?? `${a.depth + 1}th `}from the top of the altar`];
  },
  leave_altar: () => ["Keep none of the altar cards"],
  choose_reward: (a, { state, seat }) =>
    [`Take ${plural(sanctuaryReward(state.players, seat), a.reward === "stones" ? "stone" : "point")} for your Sanctuaries`],
  choose_harvest: (a, { state }) => {
    const scored = scoredCrop(state);
    return [`Harvest ${an(crop(a.crop))} offering card instead${scored ? ` of the exhausted ${crop(scored)} cards` : ""}`];
  },
};

export function steps(action, table) {
  const sentence = SENTENCES[action.type];
  return sentence ? sentence(action, table) : [label(action.type)];
}

// The keys board.js puts on its pieces: market columns, reserve piles, the altar and
// its cards (depth from the top), and the piles and tokens in front of each seat.
export function target(action, { state, seat }) {
  switch (action.type) {
    case "buy_offering":
    case "choose_harvest":
      return `reserve:${action.crop}`;
    case "offer":
      return state.decision === "offer_from_reserve" ? `reserve:${action.crop}` : "altar";
    case "take_card":
      return `column:${action.column}`;
    case "take_from_altar":
      return `altar:${action.depth}`;
    case "play_stonecutter":
      return `cards:${seat}:stonecutter`;
    case "play_priest":
      return `cards:${seat}:priest`;
    case "play_sanctuary":
      return `cards:${seat}:sanctuary`;
    case "play_cultivators":
      return `cards:${seat}:${action.crop}_cultivator`;
    case "choose_reward":
      return `${action.reward}:${seat}`;
    default:
      return null;
  }
}
