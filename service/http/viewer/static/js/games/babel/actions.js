// Babel's legal actions as successive choices (js/choices.js), worded like the
// events: the kind of move first, then the card or site it concerns.

import { an, label, listing } from "../../svg.js";

const people = (name) => label(name);
const site = (name) => `the ${people(name)} site`;
const cards = (n, name) => (n === 1 ? `${people(name)} card` : `${n} ${people(name)} cards`);

function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

// What an action's words need: both sides, the active site and its two columns.
function context({ state, seat, names }) {
  const own = state.sides[seat];
  const other = state.sides[1 - seat];
  const at = own.pawn;
  const find = (side) => side.sites.find((plot) => plot.site === at);
  const top = (q) => state.sides[q].quarry[state.sides[q].quarry.length - 1];
  return {
    own, other, at, top, here: at ? find(own) : null, there: at ? find(other) : null,
    opponent: names[1 - seat],
    quarry: (q) => (q === seat ? "your quarry" : `${names[q]}'s quarry`),
  };
}

// Each power's effect, read from the table as it is before the power acts.
const POWERS = {
  halve_hand: (a, c) => `to make ${c.opponent} discard half of their hand`,
  destroy: (a, c) => `to destroy ${c.opponent}'s level-${c.there.level} temple`,
  eliminate: (a, c) =>
    `to eliminate ${c.opponent}'s ${cards(c.there.cards.filter((card) => card === a.people).length, a.people)}`,
  steal_cards: (a, c) => `to steal the cards ending ${c.opponent}'s column`,
  steal_level: (a, c) => `to steal ${c.opponent}'s level-${c.there.level} temple card`,
  skip_level: (a, c) => `to skip a level and build a level-${c.top(a.quarry)} temple from ${c.quarry(a.quarry)}`,
};

export function steps(action, table) {
  const c = context(table);
  switch (action.type) {
    case "travel":
      return ["Travel", `to ${site(action.site)}, discarding ${an(people(action.site))} card`];
    case "settle":
      return ["Settle", `${an(people(action.people))} card at ${site(c.at)}`];
    case "build":
      return [`Build a level-${c.top(action.quarry)} temple at ${site(c.at)}`, `from ${c.quarry(action.quarry)}`];
    case "build_reserved":
      return [`Build a level-1 temple at ${site(c.at)}`, "with your level-1 card kept since the start"];
    case "migrate": {
      const moved = c.own.sites.find((plot) => plot.site === action.source).migration;
      const what = moved.every((card) => card === moved[0]) ? cards(3, moved[0]) : `${listing(moved.map(people))} cards`;
      return ["Migrate", `your ${what} from ${site(action.source)}`, `to ${site(action.target)}`];
    }
    case "discard":
      return [`Discard ${an(people(action.people))} card from your hand`];
    case "end_turn":
      return ["End your turn"];
    default: {
      // A power: the people whose run is used, its effect, then which card of the
      // run to discard (any gives the same column, but each is its own action).
      const power = POWERS[action.type];
      if (!power || !c.here) return [label(action.type), JSON.stringify(action)];
      return [
        `Use a power of your ${people(c.here.cards[action.position])} cards at ${site(c.at)}`,
        power(action, c),
        `by discarding the ${ordinal(action.position + 1)} card of your column`,
      ];
    }
  }
}

// The site an action is about: where the pawn goes, the cards leave, or the
// active site for what happens there. A discard from hand or the turn's end: none.
export function target(action, table) {
  switch (action.type) {
    case "travel":
      return `site:${action.site}`;
    case "migrate":
      return `site:${action.source}`;
    case "discard":
    case "end_turn":
      return null;
    default: {
      const at = table.state.sides[table.seat].pawn;
      return at ? `site:${at}` : null;
    }
  }
}
