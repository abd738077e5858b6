// The player this browser plays as: the key `POST /players` gave, kept in localStorage
// (never in an address), so the lobby and every table act for that player's seats.

const STORED = "tabletop.player";

export const me = () => JSON.parse(localStorage.getItem(STORED) || "null");
export const remember = (player) => localStorage.setItem(STORED, JSON.stringify(player));
export const forget = () => localStorage.removeItem(STORED);

// The lobby's address that claims `seat` of a match (shared with whoever is to sit there).
export const joinLink = (game, matchId, seat) => `${location.origin}/play?${new URLSearchParams({ game, match: matchId, seat })}`;
