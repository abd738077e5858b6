// Bali's legal actions as choices, worded like its event sentences, and the board piece
// each is about. A hand holds 3 cards, so phase 2A never lists more than 3 plays and
// every decision fits in one step.

import { an, label, plural } from "../../svg.js";

// Only what the view shows is named: prices and rewards are the rules' (the engine's)
// to work out, and the event log says what they were.
const ORDINALS = ["", "2nd ", "3rd ", "4th "];

const crop = (name) => label(name);

// The altar card `depth` places below the top, as the viewer knows it (null: unknown).
const altarCrop = (altar, depth) => altar[altar.length - 1 - depth] ?? null;

// The crop phase 4 scores: the revealed card is a Cultivator when a harvest asks.
const scoredCrop = (state) => (state.revealed || "").replace("_cultivator", "");

const SENTENCES = {
  buy_offering: (a) => [`Buy ${an(crop(a.crop))} offering card`],
  skip_purchase: () => ["Buy no offering card"],
  play_stonecutter: () => ["Play a Stonecutter"],
  play_priest: () => ["Play a Priest"],
  play_sanctuary: () => ["Play a Sanctuary"],
  play_cultivators: (a) => {
    const card = label(`${a.crop}_cultivator`);
    return [a.count === 1 ? `Play ${an(card)}` : `Play ${plural(a.count, card)}`];
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
  choose_reward: (a) => [`Take ${a.reward === "stones" ? "stones" : "points"} for your Sanctuaries`],
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
