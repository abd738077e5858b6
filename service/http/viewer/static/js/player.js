// The replay: which version of the match is shown, the controls that move it (buttons,
// slider, keyboard, play/pause) and following a running match live.
//
// Following is a mode: the page is in it whenever it was last taken to the latest
// version (on opening, End, the slider's end, playing up to it), and leaves it only when
// the user takes it back or pauses; while in it, the page moves on to each new version.

import { ENDED, Follower } from "./api.js";
import { seatLinks } from "./me.js";
import { EventLog, renderHand, renderScores, renderTurn, startClocks } from "./panel.js";
import { h } from "./svg.js";

const PLAY_STEP_MS = 700;
const CACHED_VIEWS = 400;

export class Player {
  constructor(api, game, ui) {
    Object.assign(this, { api, game, ui });
    this.views = new Map(); // version -> the match at that version
    this.latest = 0;
    this.current = 0;
    this.wanted = 0; // the version last asked for: slower answers for others are dropped
    this.timer = null;
    this.follower = null;
    this.following = false;
    this.catchingUp = false; // a following page's view is on its way
    this.connected = false;
    this.shown = null; // the match drawn now
    this.onRender = null; // (match) after each drawing: a seat's table marks what can be clicked
    this.onLatest = null; // () when a newer version is known
  }

  // Shows `match` (the latest view, as the page's api reads it); the seat the page sees
  // it as (null for a spectator).
  async start(match) {
    if (match.status === "waiting") return this.waitForPlayers(match);
    if (match.state === null) return this.calledOff(match);
    this.remember(match.version, Promise.resolve(match));
    this.latest = match.version;
    this.names = match.seats.map((seat) => seat.name);
    this.showViewer(match);
    this.showStatus(match.status);
    const say = (event) => this.game.sentence(event, this.names, match.state);
    this.log = new EventLog(this.ui.log, say, (seq) => this.go(seq));
    // The events up to the version shown: the stream brings those of any act since,
    // and the match frame that takes the page on to them.
    const records = (await this.api.events(0)).filter((record) => record.seq <= match.version);
    this.log.add(records);
    this.bindControls();
    await this.go(this.latest);
    if (!ENDED.has(match.status)) this.follow(match.version);
    return match.viewer;
  }

  // A match with open seats has no table yet (nothing is dealt): the page says which
  // seats are open, and loads again once the deal's first event is there.
  async waitForPlayers(match) {
    this.showStatus(match.status);
    const open = match.seats.filter((seat) => seat.name === null).map((seat) => seat.seat);
    this.ui.board.replaceChildren(`Waiting for players: seat ${open.join(", ")} open.`);
    if (match.viewer !== null) this.ui.board.append(h("ul", { class: "links" }, seatLinks(match.game, match.match_id, open)));
    const url = `/games/${match.game}/matches/${match.match_id}/events?after=0&limit=1&wait=30`;
    for (;;) {
      const answer = await fetch(url);
      if (answer.ok && (await answer.json()).events.length) return location.reload();
      if (!answer.ok) await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }

  // A match aborted while it waited for its seats: nothing was ever dealt.
  calledOff(match) {
    this.showStatus(match.status);
    this.ui.board.replaceChildren("Called off before the deal: nothing was played.");
  }

  // --- what is shown -----------------------------------------------------------

  // Keeps a version's match (or the request for it, so that a key held down or the
  // player's look-ahead never asks twice).
  remember(version, match) {
    this.views.set(version, match);
    if (this.views.size > CACHED_VIEWS) this.views.delete(this.views.keys().next().value);
  }

  viewAt(version) {
    if (!this.views.has(version)) {
      const asked = this.api.view(version);
      asked.catch(() => this.views.delete(version)); // a failed request is not kept
      this.remember(version, asked);
    }
    return this.views.get(version);
  }

  // Shows `version`, following the match from there if it is the latest. False if its
  // view could not be loaded.
  async go(version) {
    version = Math.max(1, Math.min(this.latest, version));
    this.wanted = version;
    this.setFollowing(version >= this.latest);
    let match;
    try {
      match = await this.viewAt(version);
    } catch (error) {
      this.fail(error);
      return false;
    }
    if (this.wanted !== version) return true; // the viewer has moved on meanwhile
    this.render(match);
    if (this.timer && version < this.latest) this.viewAt(version + 1).catch(() => {}); // the next step, ahead
    return true;
  }

  render(match) {
    const { ui, game } = this;
    this.current = match.version;
    ui.board.replaceChildren(game.drawBoard(match));
    ui.board.dataset.version = match.version;
    renderScores(ui.scores, match, game);
    renderTurn(ui.turn, match, game);
    renderHand(ui.hand, match, game);
    this.log.showUpTo(match.version);
    ui.version.dataset.version = match.version;
    ui.error.hidden = true;
    this.showRange();
    this.shown = match;
    startClocks(ui.scores, match.version === this.latest && match.status === "active");
    this.onRender?.(match);
  }

  // The slider, the version counter and which steps are possible.
  showRange() {
    const { ui, current, latest } = this;
    ui.slider.max = latest;
    ui.slider.value = current;
    ui.version.textContent = `${current} / ${latest}`;
    ui.back.disabled = ui.first.disabled = current <= 1;
    ui.forward.disabled = ui.last.disabled = current >= latest;
  }

  showViewer(match) {
    const seat = match.viewer;
    this.ui.viewerAs.textContent = seat === null ? "Spectator" : `Seat ${seat}: ${this.names[seat]}`;
    this.ui.viewerAs.classList.toggle("seat", seat !== null);
  }

  showStatus(status) {
    this.status = status;
    this.ui.status.textContent = status;
    this.ui.status.dataset.status = status;
  }

  fail(error) {
    this.ui.error.hidden = false;
    this.ui.error.textContent = `Could not load the match: ${error.message}`;
    this.pause();
  }

  // --- controls ------------------------------------------------------------------

  // From the version last asked for, so that steps in quick succession add up.
  step(delta) {
    return this.go((this.wanted || this.current) + delta);
  }

  bindControls() {
    const { ui } = this;
    ui.first.addEventListener("click", () => this.go(1));
    ui.back.addEventListener("click", () => this.step(-1));
    ui.forward.addEventListener("click", () => this.step(1));
    ui.last.addEventListener("click", () => this.go(this.latest));
    ui.play.addEventListener("click", () => this.togglePlay());
    ui.slider.addEventListener("input", () => this.go(Number(ui.slider.value)));
    document.addEventListener("keydown", (key) => this.onKey(key));
  }

  onKey(key) {
    if (key.altKey || key.ctrlKey || key.metaKey) return;
    // A focused button (or board piece) acts on space and enter itself.
    if ((key.key === " " || key.key === "Enter") && key.target.closest("button, [role=button]")) return;
    const far = key.shiftKey ? 10 : 1;
    const actions = {
      ArrowLeft: () => this.step(-far),
      ArrowRight: () => this.step(far),
      Home: () => this.go(1),
      End: () => this.go(this.latest),
      " ": () => this.togglePlay(),
    };
    const action = actions[key.key];
    if (!action) return;
    key.preventDefault(); // the slider would move on its own as well
    this.pause(key.key === " ");
    action();
  }

  togglePlay() {
    if (this.timer) {
      this.pause();
      return this.setFollowing(false); // paused, the page stays where it is
    }
    if (this.current >= this.latest && ENDED.has(this.status)) this.go(1);
    this.ui.play.classList.add("playing");
    this.ui.play.setAttribute("aria-label", "Pause");
    this.timer = setInterval(() => {
      if (this.current < this.latest) this.step(1);
      else if (ENDED.has(this.status)) this.pause();
    }, PLAY_STEP_MS);
  }

  // Stops playing (unless `keep`: the space bar toggles it itself).
  pause(keep = false) {
    if (keep || !this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.ui.play.classList.remove("playing");
    this.ui.play.setAttribute("aria-label", "Play");
  }

  // --- live ------------------------------------------------------------------------

  follow(after) {
    this.follower = new Follower(this.api, after, this.game.eventTypes, {
      onEvent: (record) => this.log.add([record]),
      onMatch: (match) => this.onMatch(match),
      onConnected: (up) => {
        this.connected = up;
        this.showLive();
      },
    });
    this.follower.start();
  }

  // A batch arrived: the counter shows it, and a following page moves on to it.
  onMatch(match) {
    if (match.version < this.latest) return;
    const newer = match.version > this.latest;
    this.latest = match.version;
    this.showStatus(match.status);
    this.showRange();
    if (this.following) this.catchUp();
    if (newer) this.onLatest?.();
  }

  // The answer to this page's own act: the match as it is now, before the stream says so.
  accept(match) {
    if (match.version > this.latest) this.remember(match.version, Promise.resolve(match));
    this.onMatch(match);
  }

  // Takes a following page to the latest version, one view on its way at a time: frames
  // that come meanwhile only raise `latest`, and once that view is in the newest is asked
  // for, so the page ends on the last version however fast moves come.
  async catchUp() {
    if (this.catchingUp) return;
    this.catchingUp = true;
    try {
      while (this.following && this.current < this.latest) {
        if (!(await this.go(this.latest))) break; // (the next frame tries again)
      }
    } finally {
      this.catchingUp = false;
    }
  }

  setFollowing(following) {
    this.following = following;
    this.showLive();
  }

  // The live dot: there while the stream is open, dimmed while the page is not following.
  showLive() {
    const { live } = this.ui;
    live.hidden = !this.connected;
    live.dataset.following = String(this.following);
    live.title = this.following ? "Following the match as it is played" : "Behind the match: End goes back to following it";
  }
}
