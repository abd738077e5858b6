// A seat's table: while the seat has a decision, the "Your move" region holds its legal
// actions as choices (choices.js, worded by the game's actions.js), and the board's
// pieces they are about can be clicked too. Only listed actions are ever sent, with the
// version they were listed at and an idempotency key; the answer, or the stream, moves
// the table on for every page at once. Resign and abort sit beside it.

import { ApiError } from "./api.js";
import { choicesAt, wordingFaults } from "./choices.js";
import { h } from "./svg.js";

const MOVED_ON = "The match moved on before your move arrived: here are your options now.";

export class Seat {
  constructor(api, game, ui, player, seat) {
    Object.assign(this, { api, game, ui, player, seat });
    this.listing = null; // {version, entries: [{action, steps, target}]} while the seat decides
    this.path = []; // the labels chosen so far
    this.target = null; // a board piece chosen: only its actions are offered
    this.busy = false; // an action or a leave on its way
    this.queue = Promise.resolve();
    this.dirty = false;
    player.onRender = (match) => this.decorate(match);
    player.onLatest = () => this.refresh();
    ui.leave.addEventListener("click", (click) => this.onLeave(click));
    // Pieces nest (a building on its site): the innermost one that can be played answers.
    // By keyboard it answers as the key comes up: focus then moves to the choices, and
    // the rest of the key's events must not reach the first of them.
    ui.board.addEventListener("click", (click) => this.onPiece(click));
    ui.board.addEventListener("keydown", (key) => {
      if ((key.key === "Enter" || key.key === " ") && key.target.closest(".playable")) key.preventDefault();
    });
    ui.board.addEventListener("keyup", (key) => {
      if (key.key === "Enter" || key.key === " ") this.onPiece(key);
    });
  }

  // Reads the latest version's match and, when the seat is to move, its legal actions.
  // Calls that come while one runs are folded into one more run after it.
  refresh() {
    if (this.dirty) return this.queue;
    this.dirty = true;
    this.queue = this.queue.then(async () => {
      this.dirty = false;
      try {
        await this.load();
      } catch (error) {
        this.say(`Could not load your options: ${error.message}`);
      }
    });
    return this.queue;
  }

  async load() {
    const match = await this.player.viewAt(this.player.latest);
    this.showLeave(match);
    if (match.status !== "active" || !match.to_move.includes(this.seat) || match.forfeited.includes(this.seat)) {
      return this.list(null);
    }
    if (this.listing?.version === match.version) return;
    const legal = await this.api.get("/legal-actions");
    this.list(legal.version, legal.actions, legal.version === match.version ? match : await this.player.viewAt(legal.version));
  }

  // Words a listing: each action's steps and board piece, from the match it was listed at.
  list(version, actions = [], match = null) {
    const table = match && { state: match.state, seat: this.seat, names: match.seats.map((seat) => seat.name) };
    const entries = actions.map((action) => ({
      action, steps: this.game.steps(action, table), target: this.game.target(action, table),
    }));
    // (A game's words that cannot lead to each action are its bug: said where tests look.)
    for (const fault of wordingFaults(entries)) console.error(`wording: ${fault}`);
    this.listing = entries.length ? { version, entries } : null;
    // A choice half made stays made while the new listing still offers it.
    if (!this.offered().length) [this.path, this.target] = [[], null];
    this.render();
    this.decorate(this.player.shown);
  }

  offered() {
    if (!this.listing) return [];
    const entries = this.listing.entries.filter((entry) => this.target === null || entry.target === this.target);
    return choicesAt(entries, this.path);
  }

  // --- the region ------------------------------------------------------------------

  render() {
    const { move, choices, chosen } = this.ui;
    const hadFocus = move.contains(document.activeElement);
    move.hidden = !this.listing;
    move.dataset.version = this.listing?.version ?? "";
    move.toggleAttribute("aria-busy", this.busy);
    if (!this.listing) return choices.replaceChildren();
    const narrowed = this.path.length || this.target !== null;
    const said = [...this.path, this.target !== null && !this.path.length ? this.pieceName(this.target) : null].filter(Boolean);
    chosen.hidden = !narrowed;
    chosen.replaceChildren(
      h("span", {}, `${said.join(" ")} …`),
      h("button", { type: "button", class: "back", "data-back": "" }, "Back"));
    chosen.querySelector("button").addEventListener("click", () => this.back());
    choices.replaceChildren(...this.offered().map((choice) => {
      const button = h("button", { type: "button", class: "choice", "data-final": String(choice.entries.length === 1) },
        choice.label, choice.entries.length > 1 ? h("span", { class: "more", "aria-hidden": "true" }, " …") : null);
      button.disabled = this.busy;
      button.addEventListener("click", () => this.choose(choice));
      return button;
    }));
    if (hadFocus || narrowed) (choices.querySelector("button") ?? move.querySelector("button"))?.focus();
  }

  choose(choice) {
    if (this.busy) return;
    if (choice.entries.length === 1) return this.send(choice.entries[0].action);
    this.path = [...this.path, choice.entries[0].steps[this.path.length]];
    this.render();
  }

  back() {
    if (this.path.length) this.path = this.path.slice(0, -1);
    else this.target = null;
    this.render();
  }

  // --- the board ---------------------------------------------------------------------

  // Makes the shown board's pieces that listed actions are about clickable, when the
  // board shows the version they were listed at.
  decorate(match) {
    const svg = this.ui.board.querySelector("svg");
    if (!svg || !match) return;
    const live = this.listing && match.version === this.listing.version;
    const targets = new Set(live ? this.listing.entries.map((entry) => entry.target).filter((t) => t !== null) : []);
    let any = false;
    for (const piece of svg.querySelectorAll("[data-target]")) {
      const playable = targets.has(piece.dataset.target);
      any ||= playable;
      piece.classList.toggle("playable", playable);
      if (playable) {
        piece.setAttribute("role", "button");
        piece.setAttribute("tabindex", "0");
        piece.setAttribute("aria-label", this.pieceName(piece.dataset.target));
      } else {
        for (const name of ["role", "tabindex", "aria-label"]) piece.removeAttribute(name);
      }
    }
    // An image's parts cannot be controls: with pieces to click, the board is a group.
    svg.setAttribute("role", any ? "group" : "img");
  }

  // A piece clicked: its one action is sent, or the choices narrow to its actions.
  onPiece(event) {
    const piece = event.target.closest?.(".playable[data-target]");
    if (!piece) return;
    event.preventDefault();
    this.pick(piece.dataset.target);
  }

  pick(target) {
    if (this.busy || !this.listing) return;
    const entries = this.listing.entries.filter((entry) => entry.target === target);
    if (entries.length === 1) return this.send(entries[0].action);
    [this.target, this.path] = [target, []];
    this.render();
  }

  // What a piece is called: the one sentence of its action, else the words its actions share.
  pieceName(target) {
    const entries = this.listing?.entries.filter((entry) => entry.target === target) ?? [];
    if (entries.length === 1) return entries[0].steps.join(" ");
    const [first, ...others] = entries.map((entry) => entry.steps[0]);
    const shared = others.every((step) => step === first) ? first : this.ui.board.querySelector(`[data-target="${CSS.escape(target)}"] > title`)?.textContent;
    return `${shared ?? target}: ${entries.length} moves`;
  }

  // --- sending ---------------------------------------------------------------------

  async send(action) {
    await this.post("/actions", { action, expected_version: this.listing.version });
  }

  // An act, a resignation or an abort: its answer is the match as the seat sees it now.
  async post(path, body) {
    this.busy = true;
    this.say(null);
    this.render();
    try {
      const answer = await this.api.post(path, body);
      [this.path, this.target] = [[], null];
      this.player.accept(answer);
      const listed = answer.legal_actions?.length && answer.to_move.includes(this.seat);
      this.list(answer.version, listed ? answer.legal_actions : [], answer);
      this.showLeave(answer);
    } catch (error) {
      this.say(error instanceof ApiError && error.status === 409 && path === "/actions" ? MOVED_ON : error.message);
      this.listing = null; // read again: a refusal may mean the options changed
    } finally {
      this.busy = false;
      this.render();
      this.refresh();
    }
  }

  say(text) {
    this.ui.refusal.hidden = !text;
    this.ui.refusal.textContent = text ?? "";
  }

  // --- resign and abort --------------------------------------------------------------

  // (A seat's table is drawn once the match is dealt: a waiting one has no Seat.)
  showLeave(match) {
    const { leave } = this.ui;
    leave.hidden = match.status !== "active" || match.forfeited.includes(this.seat);
    leave.querySelector("[data-leave=abort]").hidden = !match.abortable;
  }

  // Each asks once more before it is sent: neither can be taken back.
  onLeave(click) {
    const button = click.target.closest("button[data-leave], button[data-confirm], button[data-cancel]");
    if (!button || this.busy) return;
    const confirm = this.ui.leave.querySelector(".confirm");
    if (button.dataset.leave) {
      const { leave } = button.dataset;
      confirm.dataset.leave = leave;
      confirm.querySelector("span").textContent = leave === "resign"
        ? "Resign? The server plays your seat on, and you rank last."
        : "Abort? The match ends for everyone, with no winner.";
      confirm.hidden = false;
      confirm.querySelector("[data-confirm]").focus();
      return;
    }
    confirm.hidden = true;
    if (button.dataset.confirm !== undefined) this.post(`/${confirm.dataset.leave}`, null);
  }
}
