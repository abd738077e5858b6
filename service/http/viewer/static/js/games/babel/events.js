// Babel's events as sentences.

import { an, label, listing, plural } from "../../svg.js";
import { phrasebook } from "../../words.js";

const people = (name) => label(name);
const site = (name) => `the ${people(name)} site`;
const cards = (list) => listing(list.map(people));

const POWERS = {
  destroy: "destroy a temple",
  eliminate: "eliminate a people",
  steal_cards: "steal cards",
  steal_level: "steal a temple level",
  skip_level: "skip a level",
  halve_hand: "halve the opponent's hand",
};

const ENDINGS = {
  fifteen_to_ten: "15 points against fewer than 10",
  twenty: "20 points reached",
  last_temple: "the last temple card was turned",
};

export const { sentence, eventTypes } = phrasebook({
  table_set: (e) =>
    `The table is set: ${e.people_count} people cards and ${e.temple_count} temple cards shuffled into their piles; ` +
    "each player keeps a level-1 temple card",
  people_drawn: (e, who) =>
    e.cards ? `${who(e.seat)} drew ${cards(e.cards)}` : `${who(e.seat)} drew ${plural(e.count, "people card")}`,
  people_reshuffled: (e) => `The discard is shuffled into a new people pile of ${e.count} cards`,
  turn_started: (e, who) => `Turn ${e.turn}: ${who(e.seat)} plays`,
  traveled: (e, who) => `${who(e.seat)} discarded ${an(people(e.site))} card and traveled to ${site(e.site)}`,
  settled: (e, who) => `${who(e.seat)} settled ${an(people(e.people))} card at ${site(e.site)}`,
  built: (e, who) => {
    const from = e.quarry === null ? "with the level-1 card kept since the start"
      : e.quarry === e.seat ? "from their own quarry" : `from ${who(e.quarry)}'s quarry`;
    return `${who(e.seat)} built a level-${e.level} temple at ${site(e.site)} ${from}`;
  },
  migrated: (e, who) =>
    `${who(e.seat)} migrated ${cards(e.cards)} from ${site(e.source)} to ${site(e.target)}`,
  power_invoked: (e, who) =>
    `${who(e.seat)} discarded ${an(people(e.people))} card at ${site(e.site)} to ${POWERS[e.power] ?? label(e.power)}`,
  temple_destroyed: (e, who) =>
    `${who(e.seat)}'s temple at ${site(e.site)} (levels ${e.levels.join(", ")}) was destroyed`,
  people_eliminated: (e, who) =>
    `${who(e.seat)} lost ${plural(e.count, `${people(e.people)} card`)} at ${site(e.site)} to elimination`,
  cards_stolen: (e, who) => `${who(e.seat)} stole ${cards(e.cards)} at ${site(e.site)}`,
  level_stolen: (e, who) => `${who(e.seat)} stole a level-${e.level} temple card at ${site(e.site)}`,
  halving_demanded: (e, who) => `${who(e.seat)} must discard ${plural(e.count, "card")}`,
  hand_discarded: (e, who) => `${who(e.seat)} discarded ${an(people(e.people))} card`,
  temples_drawn: (e, who) =>
    `${who(e.seat)} turned temple cards of level ${listing(e.levels)} onto the quarry`,
  game_ended: (e, who) =>
    `Game over (${ENDINGS[e.reason] ?? label(e.reason)}): ${listing(e.winners.map(who))} ${e.winners.length === 1 ? "wins" : "share the victory"} ` +
    `with ${listing(e.scores.map(String))} points`,
});
