// Bali's events as sentences.

import { an, label, listing, plural } from "../../svg.js";
import { phrasebook } from "../../words.js";

const card = (name) => label(name);
const crop = (name) => label(name);

function earned(stones, points) {
  const parts = [stones ? plural(stones, "stone") : null, points ? plural(points, "point") : null].filter(Boolean);
  return parts.length ? listing(parts) : "nothing";
}

function offered(e, who) {
  if (e.from_reserve) return `${who(e.seat)} put ${an(crop(e.crop))} card from the reserve on the altar`;
  const what = e.crop ? `${an(crop(e.crop))} card` : "a card";
  return `${who(e.seat)} offered ${what} ${e.face_up ? "face up" : "face down"} on the altar`;
}

export const { sentence, eventTypes } = phrasebook({
  deck_shuffled: (e) => `The ${e.count} play cards are shuffled into the deck`,
  altar_seeded: (e) => `${plural(e.count, "offering card")} go face down on the altar (Oracle)`,
  column_dealt: (e) => `Market column ${e.column + 1} is dealt: ${listing(e.cards.map(card))}`,
  turn_started: (e, who) => `${who(e.seat)}'s turn begins`,
  offering_bought: (e, who) =>
    `${who(e.seat)} bought ${an(crop(e.crop))} offering card for ${e.cost ? plural(e.cost, "stone") : "nothing"}`,
  purchase_skipped: (e, who) => `${who(e.seat)} bought no offering card`,
  cards_played: (e, who) =>
    `${who(e.seat)} played ${plural(e.count, card(e.card))}${e.cost ? ` for ${plural(e.cost, "stone")}` : ""}`,
  card_removed: (e, who) => `${who(e.seat)} removed ${an(card(e.card))} from the game`,
  offered,
  card_taken: (e, who) => `${who(e.seat)} took ${an(card(e.card))} from market column ${e.column + 1}`,
  altar_peeked: (e, who) =>
    `${who(e.seat)} looked at the top ${plural(e.count, "altar card")}${e.crops ? `: ${listing(e.crops.map(crop))}` : ""}`,
  oracle_taken: (e, who) => e.depth === null
    ? `${who(e.seat)} kept none of the altar cards`
    : `${who(e.seat)} kept ${e.crop ? `the ${crop(e.crop)} card` : "a card"} from the altar`,
  scoring_started: (e) => `Phase 4 scores the ${label(e.category)} cards`,
  rewarded: (e, who) => `${who(e.seat)} earned ${earned(e.stones, e.points)}`,
  harvested: (e, who) => e.crop
    ? `${who(e.seat)} harvested ${an(crop(e.crop))} offering card`
    : `${who(e.seat)} harvested nothing: the reserve is empty`,
  game_ended: (e, who) =>
    `Game over: ${listing(e.final.scores.map((score, seat) => `${who(seat)} ${score}`))} points`,
});
