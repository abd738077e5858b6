// The side panel: players with their scores and whose turn it is, the viewing seat's
// hand, and the events as sentences. Stable ids and data attributes (data-seat,
// data-score, data-to-move, data-seq) let tests and scripts read what is shown.

import { h, listing, seatColour } from "./svg.js";

// The scores shown for a match: the final ones once it has a result, else the
// game's running score (temple levels, points, gold, prestige).
export function scores(match, game) {
  return match.result?.scores ?? game.publicScores(match.state);
}

// A seat's time left as the view gave it (m:ss, or h:mm:ss).
function clockText(ms) {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n) => String(n).padStart(2, "0");
  return `⏱ ${h ? `${h}:${pad(m)}` : m}:${pad(s)}`;
}

function clock({ remaining_ms: remaining, deadline }) {
  return h("small", { class: "clock", "data-remaining-ms": remaining, "data-deadline": deadline, role: "timer" }, clockText(remaining));
}

// Counts the running clocks down to their deadlines while the latest version is shown.
let ticking = null;
export function startClocks(list, live) {
  clearInterval(ticking);
  ticking = null;
  const running = live ? [...list.querySelectorAll(".clock[data-deadline]")] : [];
  if (!running.length) return;
  const tick = () => {
    for (const clock of running) {
      const left = Math.max(0, Date.parse(clock.dataset.deadline) - Date.now());
      clock.dataset.remainingMs = left;
      clock.textContent = clockText(left);
    }
  };
  ticking = setInterval(tick, 250);
}

// "points" for any score but 1 ("gold" and "prestige" stay as they are).
const unit = (name, score) => (score === 1 && name.endsWith("s") ? name.slice(0, -1) : name);

export function renderScores(list, match, game) {
  const shown = scores(match, game);
  const movers = new Set(match.to_move);
  const winners = new Set(match.result ? match.result.winners : []);
  list.replaceChildren(...match.seats.map(({ seat, name }) => {
    const swatch = h("span", { class: "swatch" });
    swatch.style.background = seatColour(seat);
    return h("li", {
      "data-seat": seat,
      "data-score": shown[seat],
      "data-to-move": String(movers.has(seat)),
      class: winners.has(seat) ? "winner" : null,
    },
    swatch,
    h("span", { class: "name" }, name, match.viewer === seat ? h("small", {}, "(you)") : null,
      match.forfeited.includes(seat) ? h("small", {}, "(left: the server plays)") : null,
      match.clocks ? clock(match.clocks[seat]) : null),
    h("span", { class: "score" }, shown[seat], h("small", {}, match.result?.scores ? "final" : unit(game.scoreUnit, shown[seat]))));
  }));
}

export function renderTurn(line, match, game) {
  const names = match.seats.map((seat) => seat.name);
  line.dataset.toMove = match.to_move.join(",");
  if (match.result?.reason === "aborted") {
    line.textContent = "Aborted before anyone played: no winner.";
    return;
  }
  if (match.result) {
    const winners = match.result.winners.map((seat) => names[seat]);
    const why = { resignation: " (the others resigned)", timeout: " (the others ran out of time)" }[match.result.reason] ?? "";
    line.textContent = `Finished: ${listing(winners)} ${winners.length === 1 ? "wins" : "share the victory"}${why}.`;
    return;
  }
  const movers = match.to_move.length ? `${listing(match.to_move.map((seat) => names[seat]))} to move.` : "Nobody to move.";
  line.textContent = `${game.describe(match.state)} · ${movers}`;
}

// The viewing seat's own cards (hidden from the others): shown to a seat only.
export function renderHand(section, match, game) {
  const hand = match.viewer === null ? null : game.hand(match.state, match.viewer);
  section.hidden = hand === null;
  if (hand === null) {
    section.replaceChildren();
    delete section.dataset.seat;
    return;
  }
  section.dataset.seat = match.viewer;
  const cards = hand.cards.map(({ label, colour, title, count = 1 }) => {
    const card = h("span", { class: "card", "data-card": label, "data-count": count, title });
    card.style.setProperty("--card", colour);
    card.textContent = count > 1 ? `${label} ×${count}` : label;
    return card;
  });
  section.replaceChildren(
    h("h2", {}, hand.title),
    cards.length ? h("div", { class: "cards" }, cards) : h("p", { class: "none" }, hand.empty || "None."),
  );
}

// The event log: one item per event, its sentence naming the player.
export class EventLog {
  constructor(list, sentence, onPick) {
    Object.assign(this, { list, sentence, shown: 0, items: new Map(), current: null, scrolling: null });
    list.addEventListener("click", (click) => {
      const item = click.target.closest("li[data-seq]");
      if (item) onPick(Number(item.dataset.seq));
    });
  }

  add(records) {
    this.list.append(...records.map((record) => {
      const item = h("li", { "data-seq": record.seq, "data-type": record.event.type },
        h("span", { class: "seq" }, record.seq), this.sentence(record.event));
      if (record.seq > this.shown) item.dataset.future = "";
      if (record.event.seat !== undefined) item.classList.add("by");
      this.items.set(record.seq, item);
      return item;
    }));
  }

  // Shows the events up to `version`, the last of them marked as current. Only the
  // items between the version shown and this one change: a long match's log is not
  // walked (nor its style recomputed) at every step.
  showUpTo(version) {
    const [low, high] = [Math.min(this.shown, version), Math.max(this.shown, version)];
    for (let seq = low + 1; seq <= high; seq += 1) this.items.get(seq)?.toggleAttribute("data-future", seq > version);
    this.current?.classList.remove("current");
    this.current = this.items.get(version) ?? null;
    this.current?.classList.add("current");
    this.shown = version;
    // Scroll the list (never the page) to keep the current event in sight: at the next
    // frame, whose layout is then done once (read now, it would be done twice).
    if (!this.scrolling) this.scrolling = requestAnimationFrame(() => this.scrollToCurrent());
  }

  scrollToCurrent() {
    this.scrolling = null;
    const { current } = this;
    if (!current) return;
    const { scrollTop, clientHeight } = this.list;
    if (current.offsetTop < scrollTop || current.offsetTop + current.offsetHeight > scrollTop + clientHeight) {
      this.list.scrollTop = current.offsetTop - clientHeight + 2 * current.offsetHeight;
    }
  }
}
