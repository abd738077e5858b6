// Maya's table: the quarries in a row (left to right; their worker cards by their
// backs, values once revealed), the pyramids level by level with every player's
// stones, and each player's gold, stones, cards and special-quality markers.

import { defs, disc, group, plural, rect, s, seatColour, svgRoot, text, tip, translate } from "../../svg.js";
import { marker } from "./events.js";

const W = 1200;
const H = 800;

export const scoreUnit = "gold";
export const publicScores = (state) => state.players.map((player) => player.gold);

export function describe(state) {
  return `Round ${state.round} · ${state.phase.replaceAll("_", " ")}`;
}

// Each card on its back's colour, as the view says it (high or low).
export function hand(state) {
  const cards = state.hand || [];
  return {
    title: `Your worker cards (${cards.length})`,
    empty: "No worker card in hand.",
    cards: cards.map((value, k) => ({ label: String(value), colour: state.hand_high[k] ? "#6b5540" : "#d8cba9", title: `Worker card ${value}` })),
  };
}

export function drawBoard(match) {
  const { state } = match;
  const names = match.seats.map((seat) => seat.name);
  return svgRoot(W, H, `Maya, version ${match.version}`,
    defs(),
    s("linearGradient", { id: "jungle", x1: 0, y1: 0, x2: 0, y2: 1 },
      s("stop", { offset: 0, "stop-color": "#cfe0b4" }), s("stop", { offset: 1, "stop-color": "#9fbf83" })),
    rect(0, 0, W, H, { rx: 14, fill: "url(#jungle)" }),
    quarries(state),
    pyramids(state),
    players(state, names, match.to_move));
}

// --- quarries ---------------------------------------------------------------------

function quarries(state) {
  const n = state.quarries.length;
  const width = (W - 30 - (n - 1) * 10) / n;
  return group({ class: "quarries" },
    state.quarries.map((quarry, q) => translate(15 + q * (width + 10), 14,
      quarryBox(quarry, q, width, state))));
}

function quarryBox(quarry, q, width, state) {
  const evaluating = state.evaluating === q;
  const placed = state.placed_markers.filter((m) => m.quarry === q);
  const cols = 2;
  const cw = (width - 30) / cols;
  const cards = quarry.cards.map((card, k) => workerCard(card, 10 + (k % cols) * (cw + 10), 62 + Math.floor(k / cols) * 52, cw));
  const free = Array.from({ length: Math.max(0, quarry.max_cards - quarry.cards.length) }, (_, i) => {
    const k = quarry.cards.length + i;
    return rect(10 + (k % cols) * (cw + 10), 62 + Math.floor(k / cols) * 52, cw, 46, { rx: 5, fill: "none", stroke: "rgba(80,70,50,.35)", "stroke-dasharray": "4 3" });
  });
  return group({ class: "quarry", "data-quarry": q, "data-target": `quarry:${q}`, opacity: quarry.evaluated ? 0.6 : 1 },
    rect(0, 0, width, 238, { rx: 10, fill: "#c9b99a", stroke: evaluating ? "#f6d04d" : "#8b7657", "stroke-width": evaluating ? 4 : 1.5, filter: "url(#shadow)" }),
    rect(0, 0, width, 30, { rx: 10, fill: "#3f7a55" }),
    rect(0, 20, width, 10, { fill: "#3f7a55" }),
    text(width / 2, 20, marker(quarry.marker), { "text-anchor": "middle", "font-size": 13, "font-weight": "bold", fill: "#fff" }),
    group({}, quarry.stones.map((count, k) => group({},
      stone(14 + k * 44, 45, k === 0 ? "#7d7a73" : "#9b978f"),
      text(26 + k * 44, 50, `${count}`, { "font-size": 12, fill: "#3b3226", "font-weight": "bold" })))),
    text(width - 8, 50, quarry.revealed ? (quarry.evaluated ? "done" : "revealed") : `${quarry.cards.length}/${quarry.max_cards}`,
      { "text-anchor": "end", "font-size": 11, fill: "#4b3f2d" }),
    free, cards,
    placed.map((m, k) => markerToken(m, width - 18 - k * 26, 222)),
    tip(`${marker(quarry.marker)} quarry: up to ${quarry.max_cards} cards; stones ${quarry.stones.join(", ")} for the best sums`));
}

function stone(x, y, fill) {
  return s("path", { d: `M${x - 7} ${y + 5} L${x - 5} ${y - 5} L${x + 6} ${y - 6} L${x + 8} ${y + 4} Z`, fill, stroke: "rgba(0,0,0,.4)" });
}

function workerCard(card, x, y, w) {
  const colour = seatColour(card.seat);
  const back = card.high ? "#6b5540" : "#e0d4b4";
  return group({ "data-seat": card.seat },
    rect(x, y, w, 46, { rx: 5, fill: back, stroke: colour, "stroke-width": 3 }),
    card.value === null
      ? text(x + w / 2, y + 28, card.high ? "high" : "low", { "text-anchor": "middle", "font-size": 11, fill: card.high ? "#e8dcc0" : "#6b5a3e" })
      : text(x + w / 2, y + 31, card.value < 0 ? `−${-card.value}` : card.value, { "text-anchor": "middle", "font-size": 20, "font-weight": "bold", fill: card.high ? "#fff" : "#2d2416" }),
    tip(card.value === null ? `A ${card.high ? "high" : "low"} worker card, face down` : `Worker card ${card.value}`));
}

function markerToken(placed, x, y) {
  const label = placed.marker === "plus_two" ? "+2" : "P";
  return group({},
    disc(x, y, 11, "#2f6fb0", { stroke: seatColour(placed.seat), "stroke-width": 3 }),
    text(x, y + 4, label, { "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#fff" }),
    tip(`${marker(placed.marker)} marker`));
}

// --- pyramids ---------------------------------------------------------------------

function pyramids(state) {
  const n = state.pyramids.length;
  const width = (W - 30) / n;
  return group({ class: "pyramids" },
    state.pyramids.map((pyramid, p) => translate(15 + p * width, 262, pyramidDrawing(pyramid, p, width))));
}

function pyramidDrawing(pyramid, p, width) {
  const tierH = 44;
  const base = 300; // the bottom of the lowest level
  // A stone's place on a level: the widest level fills the pyramid's share of the table.
  const slot = Math.min(28, (width - 70) / Math.max(...pyramid.levels.map((level) => level.capacity)));
  const tiers = pyramid.levels.map((level, k) => {
    const tw = level.capacity * slot + 20;
    const x = (width - tw) / 2;
    const y = base - (k + 1) * tierH;
    const slots = Array.from({ length: level.capacity }, (_, i) => {
      const seat = level.stones[i];
      const sx = x + 10 + i * slot;
      const box = { rx: 3 };
      return seat === undefined
        ? rect(sx + 2, y + 10, slot - 4, tierH - 20, { ...box, fill: "rgba(0,0,0,.08)", stroke: "rgba(0,0,0,.15)" })
        : rect(sx + 2, y + 10, slot - 4, tierH - 20, { ...box, fill: seatColour(seat), stroke: "rgba(0,0,0,.5)", "data-seat": seat });
    });
    return group({ class: "level", "data-level": k, "data-target": `level:${p}:${k}`, "data-stones": level.stones.length },
      rect(x, y, tw, tierH, { fill: k % 2 ? "#b8a482" : "#c7b391", stroke: "#7a6647" }),
      slots,
      text(x + tw + 6, y + 27, `${level.gold[0]}/${level.gold[1]}`, { "font-size": 12, fill: "#3c3222", "font-weight": "bold" }),
      tip(`Level ${k + 1}: ${level.stones.length} of ${level.capacity} stones; pays ${level.gold[0]} and ${level.gold[1]} gold`));
  });
  const top = base - pyramid.levels.length * tierH;
  const shrineW = pyramid.levels[pyramid.levels.length - 1].capacity * slot * 0.5;
  return group({ class: "pyramid", "data-pyramid": p, filter: "url(#shadow)" },
    rect((width - shrineW) / 2, top - 18, shrineW, 18, { fill: "#a38d69", stroke: "#7a6647" }),
    rect(width / 2 - 6, top - 12, 12, 12, { fill: "#5b4a32" }),
    tiers,
    text(width / 2, base + 24, pyramid.name, { "text-anchor": "middle", "font-size": 16, "font-weight": "bold", fill: "#2f3a22" }));
}

// --- players ----------------------------------------------------------------------

function players(state, names, toMove) {
  const n = state.players.length;
  const width = (W - 30 - (n - 1) * 10) / n;
  return state.players.map((player, seat) => translate(15 + seat * (width + 10), 604,
    playerBoard(player, names[seat], width, toMove.includes(seat), state.start_player === seat)));
}

function playerBoard(player, name, width, moving, starts) {
  const colour = seatColour(player.seat);
  const line = (y, icon, words) => group({}, icon, text(40, y + 5, words, { "font-size": 13, fill: "#3a3024" }));
  return group({ class: "player", "data-seat": player.seat, "data-target": `player:${player.seat}` },
    rect(0, 0, width, 182, { rx: 10, fill: "#f1e9d6", stroke: moving ? colour : "rgba(0,0,0,.25)", "stroke-width": moving ? 4 : 1.5 }),
    rect(0, 0, width, 34, { rx: 10, fill: colour }),
    rect(0, 24, width, 10, { fill: colour }),
    text(12, 23, name, { "font-size": 16, "font-weight": "bold", fill: "#fff" }),
    starts ? text(width - 10, 22, "start player", { "text-anchor": "end", "font-size": 11, fill: "#fff" }) : null,
    line(56, disc(20, 56, 11, "#e3b341", { stroke: "#9b7417" }), `${player.gold} gold`),
    line(84, stone(20, 84, "#8e8a82"), `${plural(player.stones, "stone")} to carry · ${player.reserve} in reserve`),
    line(112, group({}, rect(10, 101, 14, 20, { rx: 2, fill: "#e0d4b4", stroke: "#6b5a3e" }), rect(17, 104, 14, 20, { rx: 2, fill: "#6b5540", stroke: "#3d3022" })),
      `cards: ${player.low_cards} low, ${player.high_cards} high`),
    player.passed ? text(width - 12, 56, "passed", { "text-anchor": "end", "font-size": 12, fill: "#8a5a2a", "font-style": "italic" }) : null,
    player.has_bid ? text(width - 12, 84, player.bid === null ? "bid sealed" : `bid ${player.bid}`, { "text-anchor": "end", "font-size": 12, fill: "#3a3024" }) : null,
    player.markers.map((held, k) => translate(10 + (k % 2) * ((width - 20) / 2), 126 + Math.floor(k / 2) * 28,
      rect(0, 0, (width - 30) / 2, 24, { rx: 12, fill: "#3f7a55" }),
      text((width - 30) / 4, 16, marker(held.acting_as ?? held.marker), { "text-anchor": "middle", "font-size": 11, fill: "#fff" }))));
}
