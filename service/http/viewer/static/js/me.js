// The player this browser plays as: the key `POST /players` gave, kept in localStorage
// (never in an address), so the lobby and every table act for that player's seats.

import { h } from "./svg.js";

const STORED = "tabletop.player";

export const me = () => JSON.parse(localStorage.getItem(STORED) || "null");
export const remember = (player) => localStorage.setItem(STORED, JSON.stringify(player));
export const forget = () => localStorage.removeItem(STORED);

// Each open seat's link to the lobby, which claims it under the visitor's name: what a
// seated player sends whoever is to sit there.
export function seatLinks(game, matchId, seats) {
  return seats.map((seat) => {
    const link = `${location.origin}/play?${new URLSearchParams({ game, match: matchId, seat })}`;
    return h("li", {}, h("label", {}, `Seat ${seat}: send this link `, h("input", { readonly: true, value: link, size: 60 })));
  });
}
