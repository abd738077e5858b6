// Babel's table: the long board of the five peoples' sites between the two players.
// On each side of every site, the player's construction site with his temple (a
// stack of temple cards, drawn as a ziggurat) and his column of people cards; the
// pawns on the board mark each player's active site. At the ends: each player's
// quarry of temple cards (the top one available to both) and the draw piles.

import { defs, disc, group, label, plural, rect, s, seatColour, svgRoot, text, tip, translate } from "../../svg.js";

export const PEOPLE_COLOURS = {
  assyrer: "#c0392b",
  meder: "#2e6fb7",
  perser: "#3c9a4a",
  hethiter: "#d4a017",
  sumerer: "#858b91",
};
const SITES = Object.keys(PEOPLE_COLOURS);

const W = 1200;
const H = 820;
const BAND_Y = 365;
const BAND_H = 90;
const ZONE_X = 160;
const ZONE_W = 176;
const PLOT_H = 112;
const CHIP_H = 16;
const CHIP_STEP = 18;
const COLUMN_ROOM = 300; // the length a column may take before its cards overlap

export const scoreUnit = "points";
export const publicScores = (state) => state.sides.map((side) => side.score);

export function describe(state) {
  const phase = state.phase === "halving" ? ` · discarding ${state.halving}` : "";
  return `Turn ${state.turn}${phase}`;
}

export function hand(state, seat) {
  const cards = state.sides[seat].hand || [];
  return {
    title: `Your hand (${cards.length})`,
    empty: "No people card in hand.",
    cards: cards.map((people) => ({ label: label(people), colour: PEOPLE_COLOURS[people], title: `${label(people)} card` })),
  };
}

export function drawBoard(match) {
  const { state } = match;
  const names = match.seats.map((seat) => seat.name);
  const bottom = match.viewer ?? 0; // the viewer sits at the bottom, seat 0 for a spectator
  const top = 1 - bottom;
  return svgRoot(W, H, `Babel, version ${match.version}`,
    defs(),
    rect(0, 0, W, H, { rx: 14, fill: "#e9dcc0" }),
    board(),
    side(state, top, -1, names, match),
    side(state, bottom, 1, names, match),
    pawns(state, top, bottom),
    piles(state));
}

// The board itself: five sites, each in its people's colour.
function board() {
  const zones = SITES.map((site, i) => {
    const x = ZONE_X + i * ZONE_W;
    const colour = PEOPLE_COLOURS[site];
    return group({ "data-site": site, "data-target": `site:${site}` },
      rect(x + 3, BAND_Y + 6, ZONE_W - 6, BAND_H - 12, { rx: 8, fill: colour, opacity: 0.9, stroke: "rgba(0,0,0,.35)" }),
      text(x + ZONE_W / 2, BAND_Y + BAND_H / 2 + 6, label(site).toUpperCase(), {
        "text-anchor": "middle", "font-size": 17, "font-weight": "bold", "letter-spacing": 3, fill: "rgba(255,255,255,.9)",
      }));
  });
  return group({ class: "babel-board", filter: "url(#shadow)" },
    rect(ZONE_X - 12, BAND_Y - 2, ZONE_W * 5 + 24, BAND_H + 4, { rx: 12, fill: "#4a3b2c" }),
    zones);
}

// One player's side: the name plate, his construction sites, columns and quarry.
// `dir` is -1 for the far side (growing up from the board), 1 for the near side.
function side(state, seat, dir, names, match) {
  const data = state.sides[seat];
  const edge = dir < 0 ? BAND_Y : BAND_Y + BAND_H;
  const sites = data.sites.map((site, i) => {
    const x = ZONE_X + i * ZONE_W;
    return group({ "data-seat": seat, "data-site": site.site },
      plot(x + 8, dir < 0 ? edge - 8 - PLOT_H : edge + 8, site.temple, seat),
      column(x + 94, edge, dir, site.cards));
  });
  return group({ class: "side", "data-seat": seat },
    sites,
    quarry(20, edge, dir, data.quarry, seat, names),
    plate(seat, dir, data, names, match));
}

// A construction site: the temple cards built there, as a stepped pyramid.
function plot(x, y, temple, seat) {
  const w = 78;
  const tiers = temple.map((level, k) => {
    const tw = 72 - k * 9;
    const ty = y + PLOT_H - 10 - (k + 1) * 16;
    const topmost = k === temple.length - 1;
    return group({},
      rect(x + (w - tw) / 2, ty, tw, 15, {
        rx: 2, fill: topmost ? "#e8c777" : k % 2 ? "#c7ad80" : "#b99d6f", stroke: "#6d5a3d", "stroke-width": 1,
      }),
      text(x + w / 2, ty + 11.5, level, { "text-anchor": "middle", "font-size": topmost ? 11 : 9.5, "font-weight": topmost ? "bold" : null, fill: "#3b2e1f" }));
  });
  const level = temple.length ? temple[temple.length - 1] : 0;
  return group({ class: "temple", "data-level": level },
    rect(x, y, w, PLOT_H, { rx: 8, fill: "rgba(90,70,45,.08)", stroke: "rgba(90,70,45,.35)", "stroke-dasharray": temple.length ? null : "4 3" }),
    tiers,
    temple.length ? null : text(x + w / 2, y + PLOT_H / 2 + 4, "no temple", { "text-anchor": "middle", "font-size": 10, fill: "#8a7656" }),
    rect(x + 4, y + PLOT_H - 10, w - 8, 4, { rx: 2, fill: seatColour(seat), opacity: 0.8 }),
    tip(temple.length ? `Temple of level ${level} (cards ${temple.join(", ")})` : "No temple yet"));
}

// A column of people cards, the first laid next to the board.
function column(x, edge, dir, cards) {
  const step = Math.min(CHIP_STEP, cards.length ? COLUMN_ROOM / cards.length : CHIP_STEP);
  const chips = cards.map((people, k) => {
    const y = dir < 0 ? edge - 8 - CHIP_H - k * step : edge + 8 + k * step;
    return group({},
      rect(x, y, 74, CHIP_H, { rx: 3, fill: PEOPLE_COLOURS[people], stroke: "rgba(0,0,0,.35)" }),
      text(x + 37, y + 12, label(people), { "text-anchor": "middle", "font-size": 10, fill: "#fff", "font-weight": "bold" }));
  });
  return group({ class: "column", "data-cards": cards.length }, chips,
    cards.length ? tip(`${plural(cards.length, "people card")}: ${cards.map(label).join(", ")}`) : null);
}

// A quarry: temple cards face up, the last one on top and available to both players.
function quarry(x, edge, dir, levels, seat, names) {
  const step = Math.min(16, levels.length ? 250 / levels.length : 16);
  const cards = levels.map((level, k) => {
    const y = dir < 0 ? edge - 30 - k * step : edge + 8 + k * step;
    const topmost = k === levels.length - 1;
    return group({},
      rect(x, y, 112, 22, { rx: 3, fill: topmost ? "#f3dc9c" : "#d9c49a", stroke: "#7b6441" }),
      text(x + 8, y + 15, topmost ? `level ${level}` : level, { "font-size": 11, fill: "#3b2e1f", "font-weight": topmost ? "bold" : null }));
  });
  const labelY = dir < 0 ? edge - 40 - Math.max(0, levels.length - 1) * step - 6 : edge + 8 + levels.length * step + 26;
  return group({ class: "quarry", "data-seat": seat, "data-cards": levels.length },
    cards,
    levels.length ? null : rect(x, dir < 0 ? edge - 30 : edge + 8, 112, 22, { rx: 3, fill: "none", stroke: "#a08a66", "stroke-dasharray": "4 3" }),
    text(x + 56, labelY, `${names[seat]}'s quarry`, { "text-anchor": "middle", "font-size": 11, fill: "#6b5738" }));
}

function plate(seat, dir, data, names, match) {
  const y = dir < 0 ? 26 : H - 14;
  const moving = match.to_move.includes(seat);
  const facts = [
    plural(data.score, "point"),
    plural(data.hand_count, "card") + " in hand",
    data.reserved_temple ? "reserved level-1 temple card kept" : null,
  ].filter(Boolean).join(" · ");
  return group({ class: "plate" },
    disc(ZONE_X + 8, y - 6, 9, seatColour(seat)),
    s("text", { x: ZONE_X + 26, y, fill: "#2b2118" },
      s("tspan", { "font-size": 20, "font-weight": "bold" }, names[seat]),
      s("tspan", { "font-size": 14, fill: "#5a4730", dx: 14 }, facts)),
    moving ? text(W - 150, y, "◆ to move", { "font-size": 15, fill: seatColour(seat), "font-weight": "bold", "text-anchor": "end" }) : null);
}

// The pawns: each on its player's active site (its half of the board), or on its quarry.
function pawns(state, top, bottom) {
  return [[top, -1], [bottom, 1]].map(([seat, dir]) => {
    const at = state.sides[seat].pawn;
    const x = at ? ZONE_X + SITES.indexOf(at) * ZONE_W + ZONE_W - 24 : 130;
    const y = at ? BAND_Y + BAND_H / 2 + dir * 24 : BAND_Y + BAND_H / 2 + dir * 24;
    return group({ class: "pawn", "data-seat": seat, "data-site": at ?? "quarry" },
      disc(x, y, 13, seatColour(seat), { stroke: "#fff", "stroke-width": 2.5, filter: "url(#shadow)" }),
      disc(x - 4, y - 4, 4, "rgba(255,255,255,.45)", { stroke: "none" }),
      tip(at ? `Pawn on the ${label(at)} site` : "Pawn on its quarry"));
  });
}

// The draw piles and the discard, at the right end of the board.
function piles(state) {
  const x = 1064;
  const back = (y, count, title, colour) => translate(x, y,
    [2, 1, 0].map((k) => rect(k * 3, -k * 3, 110, 70, { rx: 6, fill: colour, stroke: "rgba(0,0,0,.4)", opacity: count ? 1 : 0.25 })),
    text(55, 30, count, { "text-anchor": "middle", "font-size": 22, "font-weight": "bold", fill: "#fff" }),
    text(55, 50, title, { "text-anchor": "middle", "font-size": 11, fill: "rgba(255,255,255,.85)" }));
  const discard = state.people_discard;
  const last = discard[discard.length - 1];
  return group({ class: "piles", filter: "url(#shadow)" },
    back(BAND_Y - 150, state.temple_pile_count, "temple cards", "#7b5a34"),
    back(BAND_Y + 10, state.people_pile_count, "people cards", "#3d4a5c"),
    translate(x, BAND_Y + 170,
      rect(0, 0, 110, 70, { rx: 6, fill: last ? PEOPLE_COLOURS[last] : "none", stroke: "#7b6441", "stroke-dasharray": last ? null : "4 3" }),
      text(55, 30, discard.length, { "text-anchor": "middle", "font-size": 22, "font-weight": "bold", fill: last ? "#fff" : "#7b6441" }),
      text(55, 50, "discarded", { "text-anchor": "middle", "font-size": 11, fill: last ? "rgba(255,255,255,.85)" : "#7b6441" })));
}
