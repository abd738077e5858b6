// Maya's events as sentences. Pyramids and quarries are named from the table.

import { capital, label, listing, plural } from "../../svg.js";
import { phrasebook } from "../../words.js";

export const MARKERS = {
  start_player: "Start player",
  transport: "+2 transport",
  double_move: "Double move",
  direct_stone: "Direct stone",
  protection: "Protection",
  free_pass: "Free pass",
  relocate: "Relocate",
  big_transport: "+4 transport",
  joker: "Joker",
  extra_stone: "Extra stone",
  plus_two: "+2 points",
};
export const marker = (name) => MARKERS[name] ?? label(name);

const pyramid = (table, index) => table.pyramids[index]?.name ?? `pyramid ${index + 1}`;
const spot = (table, index, level) => `level ${level + 1} of ${pyramid(table, index)}`;
const quarry = (table, index) => `the ${marker(table.quarries[index]?.marker)} quarry`;
const bonus = (e, who) => (e.bonus === null || e.bonus === undefined ? "" : `; ${who(e.bonus)} gets a bonus stone above`);
const perSeat = (values, who, unit = "") =>
  listing(values.map((value, seat) => `${who(seat)} ${value}${unit}`).filter((_, seat) => values[seat]));

export const { sentence, eventTypes } = phrasebook({
  table_set: (e, who) => `The table is set; ${who(e.start_player)} is the start player`,
  starting_stone_placed: (e, who, t) => `${who(e.seat)} placed a starting stone on ${spot(t, e.pyramid, 0)}`,
  round_started: (e) =>
    `Round ${e.round} begins${e.for_sale.length ? `; blue markers for sale: ${listing(e.for_sale.map(marker))}` : ""}`,
  bid_sealed: (e, who) => `${who(e.seat)} sealed a bid${e.gold === null ? "" : ` of ${e.gold} gold`}`,
  bids_revealed: (e, who) =>
    `Bids revealed: ${listing(e.bids.map((gold, seat) => `${who(seat)} ${gold}`))}; ` +
    `${e.buyers.length ? `${listing(e.buyers.map(who))} buy` : "nobody buys"}`,
  blue_marker_chosen: (e, who) => `${who(e.seat)} chose the ${marker(e.marker)} marker`,
  worker_placed: (e, who, t) =>
    `${who(e.seat)} placed ${e.value === null ? `a ${e.high ? "high" : "low"} worker card` : `a worker of ${e.value}`} at ${quarry(t, e.quarry)}`,
  stopped_placing: (e, who) => `${who(e.seat)} stopped placing workers`,
  plus_two_placed: (e, who, t) => `${who(e.seat)} laid the +2 marker at ${quarry(t, e.quarry)}`,
  protection_placed: (e, who, t) => `${who(e.seat)} protected the workers at ${quarry(t, e.quarry)}`,
  stone_relocated: (e, who, t) =>
    `${who(e.seat)} moved a stone from ${spot(t, e.from_pyramid, e.from_level)} to ${spot(t, e.to_pyramid, e.to_level)} ` +
    `(${marker(e.marker)})${bonus(e, who)}`,
  direct_stone_placed: (e, who, t) =>
    `${who(e.seat)} put a stone straight onto ${spot(t, e.pyramid, e.level)} (${marker(e.marker)})${bonus(e, who)}`,
  quality_declined: (e, who) => `${who(e.seat)} declined the ${marker(e.marker)} quality`,
  quarry_revealed: (e, who, t) =>
    `${capital(quarry(t, e.quarry))} is revealed: ` +
    listing(e.cards.map((card) => `${who(card.seat)} ${card.value}`)),
  points_taken: (e, who, t) => `${who(e.seat)}'s −3 card takes 3 points from ${who(e.target)} at ${quarry(t, e.quarry)}`,
  quarry_evaluated: (e, who, t) => {
    const points = e.points.length ? listing(e.points.map((p) => `${who(p.seat)} ${p.points}`)) : "nobody";
    const awards = e.awards.length ? `; stones: ${listing(e.awards.map((a) => `${who(a.seat)} ${a.stones}`))}` : "";
    const to = e.marker_to === null ? "" : `; ${who(e.marker_to)} takes the ${marker(t.quarries[e.quarry]?.marker)} marker`;
    return `${capital(quarry(t, e.quarry))} is evaluated: ${points}${awards}${to}`;
  },
  start_player_named: (e, who) => `${who(e.seat)} named ${who(e.start_player)} the start player`,
  quarrying_ended: (e) => `The quarrying of round ${e.round} is over`,
  transport_boosted: (e, who) => `${who(e.seat)} carries more stones with a marker`,
  stones_transported: (e, who) => {
    const kept = perSeat(e.kept, who) || "nobody";
    const returned = perSeat(e.returned, who);
    return `Stones carried to the pyramids: ${kept}${returned ? `; returned: ${returned}` : ""}`;
  },
  stone_built: (e, who, t) => `${who(e.seat)} built a stone on ${spot(t, e.pyramid, e.level)}${bonus(e, who)}`,
  double_move_started: (e, who) =>
    `${who(e.seat)} makes a double move${e.marker ? ` (${marker(e.marker)})` : ", paying a stone"}`,
  building_passed: (e, who) =>
    e.marker ? `${who(e.seat)} passed (${marker(e.marker)})`
      : e.gold ? `${who(e.seat)} had to pass and received ${e.gold} gold` : `${who(e.seat)} passed, paying a stone`,
  level_scored: (e, who, t) => {
    const first = `${e.first_gold} gold to ${listing(e.first.map(who))}`;
    const second = e.second.length ? ` and ${e.second_gold} to ${listing(e.second.map(who))}` : "";
    return `${capital(spot(t, e.pyramid, e.level))} pays ${first}${second}`;
  },
  stones_removed: (e, who, t) => {
    const total = e.stones.reduce((a, b) => a + b, 0);
    return `${who(e.seat)} removed ${plural(total, "stone")} from ${spot(t, e.pyramid, e.level)}${total > 1 ? " and above" : ""}`;
  },
  round_ended: (e) => `Round ${e.round} is over`,
});
