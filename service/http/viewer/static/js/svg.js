// Small helpers to build SVG and HTML, and the colours every board shares.

const NS = "http://www.w3.org/2000/svg";

// Seat colours, the order of Bali's starting sets (red, blue, yellow, green), then purple.
export const SEAT_COLOURS = ["#d0453a", "#2f7fd0", "#e2b423", "#3ea35a", "#9b59c6"];
export const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

// An SVG element: attributes (null/undefined ones left out) and children (strings become text).
export function s(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

// An HTML element, the same way.
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

function setAttrs(node, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(key, value === true ? "" : String(value));
  }
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

// The root <svg> of a board, scaled to its container.
export function svgRoot(width, height, label, ...children) {
  return s("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": label }, ...children);
}

export function text(x, y, content, attrs = {}) {
  return s("text", { x, y, ...attrs }, content);
}

export function rect(x, y, width, height, attrs = {}) {
  return s("rect", { x, y, width, height, ...attrs });
}

export const group = (attrs, ...children) => s("g", attrs, ...children);
export const translate = (x, y, ...children) => s("g", { transform: `translate(${x} ${y})` }, ...children);

// A <title> child: the browser shows it as a tooltip.
export const tip = (content) => s("title", {}, content);

// A regular token: a disc with a darker rim.
export function disc(x, y, r, fill, attrs = {}) {
  return s("circle", { cx: x, cy: y, r, fill, stroke: "rgba(0,0,0,.45)", "stroke-width": 1.5, ...attrs });
}

// "rice_cultivator" -> "Rice cultivator"
export function label(name) {
  return capital(String(name).replaceAll("_", " "));
}

export const capital = (words) => words.charAt(0).toUpperCase() + words.slice(1);

// A list in words: "a", "a and b", "a, b and c".
export function listing(items) {
  const all = [...items];
  if (all.length <= 1) return all.join("");
  return `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
}

export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// "a maize", "an Assyrer card"
export const an = (words) => `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;

// Shared <defs>: a soft drop shadow for cards and tiles.
export function defs() {
  return s("defs", {},
    s("filter", { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "140%" },
      s("feDropShadow", { dx: 1, dy: 2, stdDeviation: 1.6, "flood-color": "#000", "flood-opacity": 0.35 })));
}
