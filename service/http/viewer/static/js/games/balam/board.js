// Balam's table: the board of tiles (sites, cenotes, volcanoes and the sea) joined by
// paths; on each site its owner's large pyramid, the small pyramids of the markets
// around, and its row of building slots with the wealth on them. Beside the board:
// the round's Katun cards, the kings with their chests and prestige, and the supply.

import { defs, disc, group, label, plural, rect, s, seatColour, svgRoot, text, tip, translate } from "../../svg.js";
import { katunCard, siteName, where } from "./events.js";

const W = 1200;
const H = 800;
const TILE = 112;
const GAP = 14;
const STEP = TILE + GAP;

export const WEALTH_COLOURS = {
  maize: "#f0c43f", cacao: "#7b4a2a", shell: "#f3e6d6", jade: "#2e9e6a", obsidian: "#26262b", prisoner: "#b03a2e",
};
const LAND = { maize: "#d9c25e", cacao: "#a27150", obsidian: "#6d6a70", shell: "#e2cfb2", jade: "#6fae7f" };
const BUILDINGS = {
  village: ["Village", "#c99a5b"], garrison: ["Garrison", "#8c3b2f"], palace: ["Palace", "#c7a23c"],
  temple: ["Temple", "#a0522d"], market: ["Market", "#3b7ea1"], storage: ["Storage", "#7a6a4f"],
  ball_court: ["Ball court", "#5a8f3c"], observatory: ["Observ.", "#6a4c9c"],
};
const TILES = {
  village_garrison: "village/garrison", palace_temple: "palace/temple",
  market_storage: "market/storage", ball_court_observatory: "ball court/observatory",
};
const CATASTROPHES = new Set(["drought", "insurrection", "earthquake", "pochtecas", "toltec_raid", "decadence", "eruption", "tidal_wave"]);

export const scoreUnit = "prestige";
export const publicScores = (state) => state.kings.map((king) => king.prestige);

export function describe(state) {
  return `Round ${state.round} · ${state.phase} · ball games ${state.ball_games}/${state.ball_games_to_play}`;
}

// A seat's secret: the Katun cards of the round it divined and that are still face down.
export function hand(state) {
  const divined = state.katun.map((k, i) => [k, i]).filter(([k]) => !k.turned && k.card);
  return {
    title: "Your divinations",
    empty: "No face-down Katun card divined.",
    cards: divined.map(([k, i]) => ({ label: `${i + 1}: ${katunCard(k.card)}`, colour: katunColour(k.card.kind), title: "Divined Katun card" })),
  };
}

function katunColour(kind) {
  if (CATASTROPHES.has(kind)) return "#b5412f";
  if (kind === "ball_game") return "#2f6fb0";
  if (kind === "eclipse") return "#2b2b33";
  return "#3f8f55";
}

export function drawBoard(match) {
  const { state } = match;
  const names = match.seats.map((seat) => seat.name);
  const boardW = state.board[0].trim().split(/\s+/).length * STEP + GAP;
  const boardH = state.board.length * STEP + GAP;
  const scale = Math.min(1, 760 / boardW, 650 / boardH);
  return svgRoot(W, H, `Balam, version ${match.version}`,
    defs(),
    rect(0, 0, W, H, { rx: 14, fill: "#2f5a6e" }),
    s("g", { transform: `translate(14 14) scale(${scale})` }, board(state)),
    translate(800, 14, katun(state)),
    translate(800, 200, kings(state, names, match.to_move)),
    translate(14, 680, table(state)));
}

// --- the board ----------------------------------------------------------------------

function cells(state) {
  return state.board.map((row) => row.trim().split(/\s+/));
}

function board(state) {
  const grid = cells(state);
  const at = (r, c) => grid[r]?.[c];
  const carriesPaths = (cell) => cell !== undefined && cell !== "~" && cell !== "^";
  const siteAt = new Map(state.site_info.map((info, i) => [`${info.row},${info.col}`, i]));
  const cenoteAt = new Map(state.cenotes.map(([r, c], i) => [`${r},${c}`, i]));
  const paths = [];
  grid.forEach((row, r) => row.forEach((cell, c) => {
    if (!carriesPaths(cell)) return;
    const x = GAP + c * STEP;
    const y = GAP + r * STEP;
    if (carriesPaths(at(r, c + 1))) paths.push(rect(x + TILE - 4, y + TILE / 2 - 12, GAP + 8, 24, { fill: "#d8c08e", stroke: "#9c8457" }));
    if (carriesPaths(at(r + 1, c))) paths.push(rect(x + TILE / 2 - 12, y + TILE - 4, 24, GAP + 8, { fill: "#d8c08e", stroke: "#9c8457" }));
  }));
  const tiles = grid.flatMap((row, r) => row.map((cell, c) => {
    const key = `${r},${c}`;
    const tile = siteAt.has(key) ? site(state, siteAt.get(key))
      : cell === "^" ? volcano() : cell === "o" ? cenote(cenoteAt.get(key)) : sea();
    return translate(GAP + c * STEP, GAP + r * STEP, tile);
  }));
  return group({ class: "balam-board" },
    rect(0, 0, grid[0].length * STEP + GAP, grid.length * STEP + GAP, { rx: 16, fill: "#3f7694" }),
    paths, tiles, highlights(state));
}

function sea() {
  const wave = (y) => s("path", { d: `M10 ${y} q12 -8 24 0 t24 0 t24 0 t24 0`, fill: "none", stroke: "rgba(255,255,255,.45)", "stroke-width": 2 });
  return group({ class: "sea" }, rect(0, 0, TILE, TILE, { rx: 10, fill: "#4e8fbd" }), wave(36), wave(62), wave(88), tip("The sea"));
}

function volcano() {
  return group({ class: "volcano" },
    rect(0, 0, TILE, TILE, { rx: 10, fill: "#7d5a43" }),
    s("path", { d: "M12 96 L44 34 L68 34 L100 96 Z", fill: "#4a3a33", stroke: "#2e241f" }),
    s("path", { d: "M44 34 L52 48 L58 40 L64 50 L68 34 Z", fill: "#e0533a" }),
    disc(60, 22, 9, "rgba(220,220,220,.55)", { stroke: "none" }), disc(72, 12, 7, "rgba(220,220,220,.4)", { stroke: "none" }),
    tip("A volcano"));
}

function cenote(index) {
  return group({ class: "cenote", "data-cenote": index },
    rect(0, 0, TILE, TILE, { rx: 10, fill: "#d8ceb2" }),
    s("ellipse", { cx: TILE / 2, cy: TILE / 2 + 4, rx: 38, ry: 30, fill: "#2c78ad", stroke: "#8a7d5d", "stroke-width": 4 }),
    s("ellipse", { cx: TILE / 2 - 10, cy: TILE / 2 - 4, rx: 12, ry: 6, fill: "rgba(255,255,255,.35)" }),
    text(TILE / 2, 16, `cenote ${index + 1}`, { "text-anchor": "middle", "font-size": 11, fill: "#5a4f38" }),
    tip("A cenote: paths cross it; no building"));
}

function site(state, index) {
  const info = state.site_info[index];
  const data = state.sites[index];
  const slotW = (TILE - 12 - (info.slots - 1) * 3) / info.slots;
  const covered = new Set();
  const buildings = data.buildings.map((b) => {
    const width = state.widths[b.kind];
    for (let k = 0; k < width; k++) covered.add(b.slot + k);
    return building(b, 6 + b.slot * (slotW + 3), slotW * width + 3 * (width - 1), data.owner, index);
  });
  const empty = Array.from({ length: info.slots }, (_, k) => k).filter((k) => !covered.has(k))
    .map((k) => rect(6 + k * (slotW + 3), 64, slotW, 42, { rx: 4, fill: "rgba(255,255,255,.25)", stroke: "rgba(0,0,0,.25)", "stroke-dasharray": "3 2", "data-target": `slot:${index}:${k}` }));
  return group({ class: "site", "data-site": index, "data-owner": data.owner ?? "", "data-target": `site:${index}` },
    rect(0, 0, TILE, TILE, { rx: 10, fill: LAND[info.production] ?? "#b7a98a", stroke: "rgba(0,0,0,.3)" }),
    disc(14, 14, 7, WEALTH_COLOURS[info.production]),
    text(25, 18, label(info.production), { "font-size": 11, "font-weight": "bold", fill: "#2b241b" }),
    text(TILE - 6, 18, where(info), { "font-size": 10, fill: "rgba(0,0,0,.45)", "text-anchor": "end" }),
    data.owner === null ? null : largePyramid(TILE - 24, 56, data.owner),
    smallPyramids(data.small_pyramids),
    empty, buildings,
    tip(`${label(siteName(state, index))}: ${info.slots} slots${data.owner === null ? "" : `, held by seat ${data.owner}`}`));
}

function largePyramid(x, y, seat) {
  return group({ class: "large-pyramid", "data-seat": seat },
    s("path", { d: `M${x - 18} ${y} L${x} ${y - 30} L${x + 18} ${y} Z`, fill: seatColour(seat), stroke: "rgba(0,0,0,.55)", "stroke-width": 1.5 }),
    s("path", { d: `M${x - 11} ${y - 12} L${x + 11} ${y - 12} M${x - 6} ${y - 21} L${x + 6} ${y - 21}`, stroke: "rgba(0,0,0,.35)" }));
}

function smallPyramids(counts) {
  const marks = [];
  counts.forEach((n, seat) => {
    for (let k = 0; k < n; k++) {
      const x = 10 + marks.length * 14;
      marks.push(s("path", { d: `M${x} 56 L${x + 6} 44 L${x + 12} 56 Z`, fill: seatColour(seat), stroke: "rgba(0,0,0,.5)", "data-seat": seat }));
    }
  });
  return group({ class: "small-pyramids" }, marks);
}

function building(b, x, width, owner, site) {
  const [name, colour] = BUILDINGS[b.kind] ?? [label(b.kind), "#888"];
  return group({ class: "building", "data-kind": b.kind, "data-target": `slot:${site}:${b.slot}` },
    rect(x, 64, width, 42, { rx: 4, fill: colour, stroke: owner === null ? "rgba(0,0,0,.4)" : seatColour(owner), "stroke-width": 2.5 }),
    text(x + width / 2, 78, width < 36 ? name.slice(0, 3) : name, { "text-anchor": "middle", "font-size": 9.5, fill: "#fff", "font-weight": "bold" }),
    b.wealth.map((w, k) => disc(x + 8 + k * 11, 96, 5, WEALTH_COLOURS[w], { "stroke-width": 1 })),
    tip(`${label(b.kind)}${b.wealth.length ? ` holding ${b.wealth.join(", ")}` : ""}`));
}

// The site being built, or the war's origin and target.
function highlights(state) {
  const ring = (index, colour) => {
    const info = state.site_info[index];
    return rect(GAP + info.col * STEP - 5, GAP + info.row * STEP - 5, TILE + 10, TILE + 10,
      { rx: 14, fill: "none", stroke: colour, "stroke-width": 5, "stroke-dasharray": "10 5" });
  };
  return group({ class: "highlights" },
    state.worksite ? ring(state.worksite.site, "#ffd75e") : null,
    state.war ? [ring(state.war.origin, "#ff9d5c"), ring(state.war.target, "#ff4a3d")] : null);
}

// --- beside the board ----------------------------------------------------------------

function katun(state) {
  const cards = state.katun.map((k, i) => translate(i * 98, 26, katunFace(k, i)));
  return group({ class: "katun" },
    text(0, 14, `Katun cards · round ${state.round}`, { "font-size": 15, "font-weight": "bold", fill: "#f3ead7" }),
    text(386, 14, `${state.deck_count} in the deck${state.eclipse ? " · eclipse!" : ""}`, { "font-size": 12, fill: "#cfe1ea", "text-anchor": "end" }),
    cards);
}

function katunFace(k, index) {
  const w = 90;
  const h = 150;
  const seen = k.divined_by.map((seat, n) => disc(12 + n * 14, h - 12, 5, seatColour(seat), { stroke: "#fff" }));
  if (!k.card) {
    return group({ class: "katun-card", "data-turned": "false", "data-target": `katun:${index}` },
      rect(0, 0, w, h, { rx: 8, fill: "#5b3b2a", stroke: "#e2c27a", "stroke-width": 2 }),
      rect(8, 8, w - 16, h - 16, { rx: 5, fill: "none", stroke: "#e2c27a", "stroke-dasharray": "4 3" }),
      text(w / 2, h / 2 + 8, "?", { "text-anchor": "middle", "font-size": 30, fill: "#e2c27a" }),
      text(w / 2, 24, index + 1, { "text-anchor": "middle", "font-size": 12, fill: "#e2c27a" }),
      seen, tip(`Katun card ${index + 1}, face down`));
  }
  const words = katunCard(k.card).replace(/ \(.*\)$/, "");
  const detail = k.card.kind === "prosperous" ? `${k.card.wealth} / ${k.card.prestige}★` : k.card.wealth ?? "";
  return group({ class: "katun-card", "data-turned": String(k.turned), "data-target": `katun:${index}` },
    rect(0, 0, w, h, { rx: 8, fill: "#f6ecd6", stroke: k.turned ? "#8a7350" : "#e2c27a", "stroke-width": k.turned ? 1.5 : 3, "stroke-dasharray": k.turned ? null : "6 3" }),
    rect(4, 4, w - 8, 34, { rx: 6, fill: katunColour(k.card.kind) }),
    text(w / 2, 26, index + 1, { "text-anchor": "middle", "font-size": 14, fill: "#fff", "font-weight": "bold" }),
    wrap(words, w / 2, 62, 12),
    k.card.wealth ? disc(w / 2, 104, 10, WEALTH_COLOURS[k.card.wealth]) : null,
    text(w / 2, 130, detail, { "text-anchor": "middle", "font-size": 10.5, fill: "#5a4a33" }),
    k.turned ? null : text(w / 2, h + 14, "divined", { "text-anchor": "middle", "font-size": 11, fill: "#ffe08a" }),
    seen, tip(katunCard(k.card)));
}

// A card's title over as many lines as it needs.
function wrap(words, x, y, size) {
  return words.split(" ").map((word, n) => text(x, y + n * (size + 2), word, { "text-anchor": "middle", "font-size": size, "font-weight": "bold", fill: "#33291c" }));
}

function kings(state, names, toMove) {
  const height = Math.min(112, 470 / state.kings.length);
  return group({ class: "kings" }, state.kings.map((king, seat) => translate(0, seat * (height + 8),
    kingBoard(king, seat, names[seat], height, toMove.includes(seat)))));
}

function kingBoard(king, seat, name, height, moving) {
  const colour = seatColour(seat);
  const chest = Object.entries(king.chest);
  return group({ class: "king", "data-seat": seat },
    rect(0, 0, 386, height, { rx: 10, fill: "#f3ead7", stroke: moving ? "#ffd75e" : "rgba(0,0,0,.3)", "stroke-width": moving ? 4 : 1.5 }),
    rect(0, 0, 10, height, { rx: 5, fill: colour }),
    s("text", { x: 22, y: 26 },
      s("tspan", { "font-size": 17, "font-weight": "bold", fill: "#2b241b" }, name),
      moving ? s("tspan", { dx: 10, "font-size": 12, fill: "#a3741a", "font-weight": "bold" }, "to move") : null),
    text(22, 46, `${plural(king.cities, "city", "cities")} · pyramids left: ${king.large_pyramids_left} large, ${king.small_pyramids_left} small`,
      { "font-size": 11, fill: "#4b3f2d" }),
    text(376, 30, `${king.prestige}`, { "text-anchor": "end", "font-size": 26, "font-weight": "bold", fill: "#2b241b" }),
    text(376, 46, "prestige", { "text-anchor": "end", "font-size": 11, fill: "#6b5a40" }),
    chest.map(([wealth, count], k) => group({ opacity: count ? 1 : 0.35, "data-target": `chest:${seat}:${wealth}` },
      disc(30 + k * 56, height - 24, 11, WEALTH_COLOURS[wealth]),
      text(46 + k * 56, height - 19, count, { "font-size": 14, "font-weight": "bold", fill: "#2b241b" }),
      tip(`${label(wealth)}: ${count}`))));
}

// Under the board: the supply of wealth, the building tiles left, what is going on.
function table(state) {
  const supply = Object.entries(state.supply);
  const tiles = Object.entries(state.tiles_left);
  const now = [
    state.worksite ? `Building at ${siteName(state, state.worksite.site)}` : null,
    state.war ? `War: ${siteName(state, state.war.origin)} attacks ${siteName(state, state.war.target)} (${state.war.step})` : null,
    state.effect ? `Katun: ${katunCard(state.effect.card)} (${state.effect.step})` : null,
  ].filter(Boolean).join(" · ");
  return group({ class: "supply" },
    rect(0, 0, W - 28, 106, { rx: 10, fill: "rgba(255,255,255,.1)" }),
    text(14, 24, "Supply", { "font-size": 13, "font-weight": "bold", fill: "#f3ead7" }),
    supply.map(([wealth, count], k) => group({ "data-target": `supply:${wealth}` },
      disc(100 + k * 74, 19, 10, WEALTH_COLOURS[wealth]),
      text(116 + k * 74, 24, count, { "font-size": 14, fill: "#f3ead7" }),
      tip(`${label(wealth)} in the supply: ${count}`))),
    text(14, 56, "Tiles left", { "font-size": 13, "font-weight": "bold", fill: "#f3ead7" }),
    tiles.map(([tile, count], k) => text(100 + k * 190, 56, `${TILES[tile] ?? tile}: ${count}`, { "font-size": 12, fill: "#cfe1ea" })),
    text(14, 88, now || "—", { "font-size": 13, fill: "#ffe08a" }));
}
