// Turning events into sentences: each game gives a table of phrases, one per event
// type, each naming the players by name.

import { label } from "./svg.js";

// `phrases[type](event, who, table)` says what happened; `who(seat)` is that seat's
// name and `table` the match's state (to name a pyramid or a site by its index).
// Gives `sentence(event, names, table)` and the event types (the stream's frame names).
// The table's own events (resignations, timeouts, aborts) are every game's.
const TABLE = {
  seat_resigned: (e, who) => `${who(e.seat)} resigned: the server plays that seat on, and it ranks last`,
  seat_timed_out: (e, who) => `${who(e.seat)} ran out of time`,
  match_aborted: (e, who) => `${who(e.seat)} aborted the match before anyone played`,
};

export function phrasebook(gamePhrases) {
  const phrases = { ...gamePhrases, ...TABLE };
  return {
    eventTypes: Object.keys(phrases),
    sentence(event, names, table) {
      const who = (seat) => names[seat] ?? `seat ${seat}`;
      const phrase = phrases[event.type];
      const text = phrase ? phrase(event, who, table) : label(event.type);
      return /[.!?]$/.test(text) ? text : `${text}.`;
    },
  };
}
