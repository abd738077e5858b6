// Bali's table: the market's four columns of play cards (the bottom card is the next
// taken), the altar with its offerings (the top one face up), the reserve of offering
// cards per crop, the deck, and each player's cards in front of him.

import { defs, disc, group, label, plural, rect, s, seatColour, svgRoot, text, tip, translate } from "../../svg.js";

const W = 1200;
const H = 860;
export const CROPS = ["rice", "peanut", "banana", "chili"];
export const CROP_COLOURS = { rice: "#8dbb4c", peanut: "#c08a52", banana: "#efc52e", chili: "#d23f2c" };
const CARD_COLOURS = {
  stonecutter: "#6f747d",
  priest: "#7a4ea0",
  sanctuary: "#b4472b",
  oracle: "#25857f",
  rice_cultivator: CROP_COLOURS.rice,
  peanut_cultivator: CROP_COLOURS.peanut,
  banana_cultivator: CROP_COLOURS.banana,
  chili_cultivator: CROP_COLOURS.chili,
};

export const scoreUnit = "points";
export const publicScores = (state) => state.players.map((player) => player.points);

export function describe(state) {
  const decision = state.decision && state.decision !== state.phase ? ` · ${label(state.decision)}` : "";
  return `${label(state.phase)}${decision}`;
}

export function hand(state, seat) {
  const player = state.players[seat];
  const cards = (player.hand || []).map((name) => ({ label: label(name), colour: CARD_COLOURS[name], title: `${label(name)} (in hand)` }));
  const kept = player.offerings || [];
  const offerings = CROPS.filter((_, i) => kept[i]).map((name) => ({
    label: `${label(name)} offerings`, count: kept[CROPS.indexOf(name)], colour: CROP_COLOURS[name],
    title: "Offering cards kept face down in front of you",
  }));
  return { title: `Your hand (${cards.length}) and offerings`, empty: "Nothing in hand.", cards: [...cards, ...offerings] };
}

export function drawBoard(match) {
  const { state } = match;
  const names = match.seats.map((seat) => seat.name);
  return svgRoot(W, H, `Bali, version ${match.version}`,
    defs(),
    rect(0, 0, W, H, { rx: 14, fill: "#dfe8cf" }),
    rect(12, 12, W - 24, 470, { rx: 12, fill: "#cddab5", stroke: "#a9bb8a" }),
    market(state),
    altar(state.altar),
    reserve(state.reserve),
    deck(state),
    players(state, names, match.to_move));
}

// --- the cards -------------------------------------------------------------------

// A small drawing of each kind of card, in a 40 x 40 box.
function icon(name) {
  const ink = { fill: "#fff", stroke: "rgba(0,0,0,.35)", "stroke-width": 1 };
  switch (name) {
    case "stonecutter":
      return group({}, rect(17, 10, 6, 28, { ...ink, rx: 2, fill: "#c9a06a" }), rect(6, 4, 28, 10, { ...ink, rx: 2, fill: "#d9dde2" }));
    case "priest":
      return group({}, s("circle", { cx: 20, cy: 10, r: 7, ...ink }), s("path", { d: "M8 38 L20 17 L32 38 Z", ...ink }));
    case "sanctuary":
      return group({}, rect(6, 32, 28, 6, ink), s("path", { d: "M9 32 L12 22 L28 22 L31 32 Z M12 22 L15 13 L25 13 L28 22 Z M15 13 L20 3 L25 13 Z", ...ink }));
    case "oracle":
      return group({}, s("path", { d: "M3 20 Q20 4 37 20 Q20 36 3 20 Z", ...ink }), s("circle", { cx: 20, cy: 20, r: 6, fill: "#1e4f4c" }));
    default:
      return cropIcon(name.replace("_cultivator", ""));
  }
}

function cropIcon(crop) {
  const ink = { stroke: "rgba(0,0,0,.4)", "stroke-width": 1 };
  switch (crop) {
    case "rice":
      return group({}, s("path", { d: "M20 38 L20 8", stroke: "#3f6b1f", "stroke-width": 2 }),
        [10, 17, 24].map((y) => group({},
          s("ellipse", { cx: 15, cy: y, rx: 4, ry: 2.5, fill: "#f5edc9", ...ink }),
          s("ellipse", { cx: 25, cy: y + 3, rx: 4, ry: 2.5, fill: "#f5edc9", ...ink }))));
    case "peanut":
      return group({}, s("path", { d: "M14 8 a8 8 0 0 1 12 6 a5 5 0 0 0 0 10 a8 8 0 1 1 -12 6 a5 5 0 0 0 0 -10 a8 8 0 0 1 0 -12 Z", fill: "#e4c28f", ...ink }));
    case "banana":
      return group({}, s("path", { d: "M8 10 Q10 34 34 30 Q16 28 14 10 Z", fill: "#fff06a", ...ink }));
    case "chili":
      return group({}, s("path", { d: "M28 8 Q36 26 12 36 Q26 24 22 12 Z", fill: "#ff5a3c", ...ink }),
        s("path", { d: "M22 12 Q24 5 30 4", stroke: "#3f7d28", "stroke-width": 3, fill: "none" }));
    default:
      return group({});
  }
}

// A play card, 120 x 84: its colour, name and drawing (a cultivator: its crop's).
function playCard(name, x, y, attrs = {}) {
  const [title, caption] = name.endsWith("_cultivator") ? [label(name.replace("_cultivator", "")), "cultivator"] : [label(name), null];
  return translate(x, y,
    group({ "data-card": name, ...attrs },
      rect(0, 0, 120, 84, { rx: 7, fill: "#fbf6e9", stroke: "rgba(0,0,0,.4)" }),
      rect(3, 3, 114, 22, { rx: 5, fill: CARD_COLOURS[name] }),
      text(60, 18, title, { "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#fff" }),
      translate(caption ? 14 : 40, 33, icon(name)),
      caption ? text(58, 58, caption, { "font-size": 11, fill: "#6a5d48" }) : null,
      tip(label(name))));
}

function cardBack(x, y, w, h) {
  return group({},
    rect(x, y, w, h, { rx: 7, fill: "#2f5d50", stroke: "rgba(0,0,0,.45)" }),
    rect(x + 6, y + 6, w - 12, h - 12, { rx: 4, fill: "none", stroke: "#d8b765", "stroke-width": 1.5 }),
    s("path", { d: `M${x + w / 2} ${y + 14} L${x + w - 16} ${y + h / 2} L${x + w / 2} ${y + h - 14} L${x + 16} ${y + h / 2} Z`, fill: "none", stroke: "#d8b765" }));
}

// --- the table ---------------------------------------------------------------------

// The market: per column, the bottom card (the next taken) in front, fully shown.
function market(state) {
  const columns = state.market.map((cards, c) => {
    const x = 32 + c * 142;
    const shown = [...cards].reverse(); // the top of the column first, the next taken last
    return group({ class: "market-column", "data-column": c, "data-target": `column:${c}`, filter: "url(#shadow)" },
      text(x + 60, 52, `Column ${c + 1}`, { "text-anchor": "middle", "font-size": 13, fill: "#4f6134", "font-weight": "bold" }),
      rect(x - 4, 62, 128, 210, { rx: 9, fill: "rgba(255,255,255,.25)", stroke: "rgba(79,97,52,.35)", "stroke-dasharray": "5 4" }),
      shown.map((name, k) => playCard(name, x, 66 + k * 38)),
      state.demon === c ? demon(x + 104, 50) : null);
  });
  return group({ class: "market" }, text(32, 34, "Market", { "font-size": 18, "font-weight": "bold", fill: "#35431f" }), columns);
}

function demon(x, y) {
  return group({ class: "demon" },
    disc(x, y, 15, "#3b1f2b", { stroke: "#f2c14e", "stroke-width": 2 }),
    s("path", { d: `M${x - 8} ${y - 4} l5 3 l-5 2 Z M${x + 8} ${y - 4} l-5 3 l5 2 Z M${x - 7} ${y + 6} Q${x} ${y + 11} ${x + 7} ${y + 6}`, fill: "#f2c14e", stroke: "#f2c14e" }),
    tip("The Demon: this column cannot be taken from"));
}

// The altar: a stepped stone shrine, the offerings stacked on it, the top one face up
// when it lies face up (or the viewer knows it).
function altar(cards) {
  const x = 620;
  const baseY = 400;
  // The offerings lie on the shrine's top, each a little above the one before.
  const layers = cards.map((crop, k) => rect(x + 52, baseY - 112 - k * 5, 126, 30, {
    "data-target": `altar:${cards.length - 1 - k}`, rx: 4, fill: crop ? CROP_COLOURS[crop] : "#2f5d50", stroke: "rgba(0,0,0,.45)",
  }));
  const top = cards.length ? cards[cards.length - 1] : null;
  const topY = baseY - 112 - (cards.length - 1) * 5;
  return group({ class: "altar", "data-cards": cards.length },
    text(x + 115, 34, "Altar", { "text-anchor": "middle", "font-size": 18, "font-weight": "bold", fill: "#35431f" }),
    group({ "data-target": "altar", filter: "url(#shadow)" },
      rect(x, baseY, 230, 30, { rx: 3, fill: "#9a8f80", stroke: "#6e6457" }),
      rect(x + 18, baseY - 30, 194, 30, { rx: 3, fill: "#aba090", stroke: "#6e6457" }),
      rect(x + 36, baseY - 80, 158, 50, { rx: 3, fill: "#bcb1a0", stroke: "#6e6457" }),
      [0, 1, 2].map((k) => rect(x + 56 + k * 44, baseY - 72, 30, 34, { rx: 14, fill: "#8a7f70", opacity: 0.5 }))),
    group({ filter: "url(#shadow)" }, layers),
    top ? s("g", { transform: `translate(${x + 101} ${topY + 1}) scale(.7)` }, cropIcon(top)) : null,
    text(x + 115, baseY + 56, cards.length ? `${plural(cards.length, "offering")} on the altar` : "No offering yet",
      { "text-anchor": "middle", "font-size": 13, fill: "#4f6134" }),
    tip(cards.length ? `Offerings, bottom first: ${cards.map((c) => (c ? label(c) : "face down")).join(", ")}` : "The altar is empty"));
}

// The reserve of offering cards, one pile per crop.
function reserve(counts) {
  const x = 900;
  return group({ class: "reserve" },
    text(x, 34, "Offering cards", { "font-size": 18, "font-weight": "bold", fill: "#35431f" }),
    CROPS.map((crop, i) => translate(x, 52 + i * 56,
      group({ "data-crop": crop, "data-count": counts[i], "data-target": `reserve:${crop}`, filter: "url(#shadow)" },
        rect(0, 0, 150, 46, { rx: 7, fill: CROP_COLOURS[crop], stroke: "rgba(0,0,0,.35)", opacity: counts[i] ? 1 : 0.35 }),
        translate(4, 3, cropIcon(crop)),
        text(52, 29, label(crop), { "font-size": 14, "font-weight": "bold", fill: "#fff" }),
        text(140, 30, counts[i], { "font-size": 18, "font-weight": "bold", fill: "#fff", "text-anchor": "end" })))));
}

function deck(state) {
  const x = 900;
  const y = 290;
  const revealed = state.revealed;
  return group({ class: "deck" },
    group({ filter: "url(#shadow)" }, [2, 1, 0].map((k) => cardBack(x + k * 3, y - k * 3, 84, 116))),
    text(x + 45, y + 140, `${state.deck_count} in the deck`, { "text-anchor": "middle", "font-size": 13, fill: "#35431f" }),
    state.box_count ? text(x + 45, y + 158, `${state.box_count} out of play`, { "text-anchor": "middle", "font-size": 12, fill: "#6b7a52" }) : null,
    revealed ? group({},
      text(x + 190, y - 8, "Scored category", { "text-anchor": "middle", "font-size": 12, fill: "#4f6134" }),
      playCard(revealed, x + 130, y, { filter: "url(#shadow)" })) : null);
}

// --- the players ------------------------------------------------------------------

function players(state, names, toMove) {
  const width = (W - 24 - (state.players.length - 1) * 12) / state.players.length;
  return state.players.map((player, seat) => translate(12 + seat * (width + 12), 498,
    mat(player, seat, names[seat], width, toMove.includes(seat))));
}

function mat(player, seat, name, width, moving) {
  const colour = seatColour(seat);
  const mini = (name, count, x, y) => group({ "data-card": name, "data-count": count, "data-target": `cards:${seat}:${name}` },
    rect(x, y, 44, 58, { rx: 5, fill: count ? "#fbf6e9" : "rgba(255,255,255,.35)", stroke: "rgba(0,0,0,.3)" }),
    rect(x + 2, y + 2, 40, 8, { rx: 3, fill: CARD_COLOURS[name], opacity: count ? 1 : 0.4 }),
    s("g", { transform: `translate(${x + 7} ${y + 14}) scale(.75)`, opacity: count ? 1 : 0.3 }, icon(name)),
    count ? text(x + 40, y + 55, count, { "text-anchor": "end", "font-size": 13, "font-weight": "bold", fill: "#222" }) : null,
    tip(`${label(name)}: ${count}`));
  const kinds = ["stonecutter", "priest", "sanctuary"];
  const counts = [player.stonecutters, player.priests, player.sanctuaries];
  return group({ class: "mat", "data-seat": seat },
    rect(0, 0, width, 350, { rx: 12, fill: "#f4efe1", stroke: moving ? colour : "rgba(0,0,0,.2)", "stroke-width": moving ? 4 : 1.5 }),
    rect(0, 0, width, 40, { rx: 12, fill: colour }),
    rect(0, 28, width, 12, { fill: colour }),
    text(14, 27, name, { "font-size": 18, "font-weight": "bold", fill: "#fff" }),
    moving ? text(width - 12, 26, "to move", { "text-anchor": "end", "font-size": 13, fill: "#fff", "font-weight": "bold" }) : null,
    kinds.map((kind, i) => mini(kind, counts[i], 12 + i * 50, 52)),
    CROPS.map((crop, i) => mini(`${crop}_cultivator`, player.cultivators[i], 12 + i * 50, 120)),
    group({ transform: "translate(14 200)" },
      group({ "data-target": `stones:${seat}` },
        disc(12, 12, 12, "#9aa0a6"), disc(20, 8, 9, "#b9bec3"),
        text(38, 18, plural(player.stones, "stone"), { "font-size": 14, fill: "#333" })),
      group({ "data-target": `points:${seat}` },
        disc(12, 48, 12, "#e0b354", { stroke: "#9a7524" }), text(12, 53, "★", { "text-anchor": "middle", "font-size": 12, fill: "#7a5a14" }),
        text(38, 54, plural(player.points, "point"), { "font-size": 14, fill: "#333" })),
      rect(0, 76, 16, 22, { rx: 3, fill: "#2f5d50" }), rect(5, 72, 16, 22, { rx: 3, fill: "#2f5d50", stroke: "#d8b765" }),
      text(38, 90, `${plural(player.hand_count, "card")} in hand`, { "font-size": 14, fill: "#333" }),
      rect(0, 110, 18, 22, { rx: 3, fill: "#c9b27a", stroke: "#8a733a" }),
      text(38, 126, `${plural(player.offering_count, "offering")} kept`, { "font-size": 14, fill: "#333" })));
}
