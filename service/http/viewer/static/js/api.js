// The match as the page reads it from the public API, and the seat's posts to it, as a
// seat (a token or player key, sent in the Authorization header only) or a spectator.

const EVENT_PAGE = 1000;
// A request that got no answer (the network, or 503 while the database is away) is
// sent again under the same Idempotency-Key, so it never applies twice.
const RETRIES = [500, 1000, 2000, 4000];
// A finished match takes no more events; any other status (active, waiting...) may.
export const ENDED = new Set(["finished", "aborted"]);

export class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

// A JSON answer, or an ApiError with the problem's sentence. `token`: a seat token or
// a player key, sent as a bearer token.
export async function request(url, token, init = {}) {
  const headers = { Accept: "application/json", ...(init.headers || {}) };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  const response = await fetch(url, { ...init, headers, cache: "no-store" });
  if (!response.ok) {
    let detail = `${response.status} ${response.statusText}`;
    try {
      detail = (await response.json()).detail || detail;
    } catch { /* not a problem document */ }
    throw new ApiError(response.status, detail);
  }
  return response.json();
}

export class MatchApi {
  constructor(game, matchId, token) {
    this.url = `/games/${encodeURIComponent(game)}/matches/${encodeURIComponent(matchId)}`;
    this.token = token;
  }

  get(path, init = {}) {
    return request(this.url + path, this.token, init);
  }

  // A POST (an act, a resignation, an abort) under a fresh idempotency key.
  async post(path, body) {
    const init = { method: "POST", headers: { "Idempotency-Key": newKey() }, body: body === null ? undefined : JSON.stringify(body) };
    for (const wait of [...RETRIES, null]) {
      try {
        return await this.get(path, init);
      } catch (error) {
        const answered = error instanceof ApiError && error.status !== 503;
        if (answered || wait === null) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  // The match at `version` (the latest when omitted).
  view(version) {
    return this.get(version ? `?at=${version}` : "");
  }

  // Every event after `after`, page by page.
  async events(after = 0) {
    const all = [];
    for (;;) {
      const page = await this.get(`/events?after=${after}&limit=${EVENT_PAGE}`);
      all.push(...page.events);
      if (page.events.length < EVENT_PAGE) return all;
      after = page.events[page.events.length - 1].seq;
    }
  }

  // The stream's address: a spectator opens it as it is; a seat first trades its token
  // (in a header) for a one-minute ticket, as an EventSource cannot send headers.
  async streamUrl(after) {
    let url = `${this.url}/stream?after=${after}`;
    if (this.token) {
      const { ticket } = await this.get("/stream-tickets", { method: "POST" });
      url += `&ticket=${encodeURIComponent(ticket)}`;
    }
    return url;
  }
}

// 128 random bits (crypto.randomUUID needs a secure context; this does not).
function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Follows a running match on its event stream: `onEvent(record)` for each event in
// order, `onMatch({version, to_move, status})` after each batch. Frames are handled one
// at a time; events of a type the page did not listen for are read from /events when
// the batch's match frame shows them missing. Reconnects (with a new ticket for a seat)
// when the connection is lost, and stops once the match has ended.
export class Follower {
  constructor(api, after, eventTypes, { onEvent, onMatch, onConnected }) {
    Object.assign(this, { api, after, eventTypes, onEvent, onMatch, onConnected });
    this.source = null;
    this.stopped = false;
    this.retryMs = 1000;
    this.queue = Promise.resolve();
  }

  // Runs frame handlers in arrival order, even when one has to fetch.
  serial(handler) {
    this.queue = this.queue.then(handler).catch((error) => console.warn("live follow:", error));
  }

  emit(record) {
    if (record.seq <= this.after) return;
    this.after = record.seq;
    this.onEvent(record);
  }

  async start() {
    if (this.stopped) return;
    let url;
    try {
      url = await this.api.streamUrl(this.after);
    } catch {
      return this.retry();
    }
    const source = (this.source = new EventSource(url));
    const onFrame = (frame) => this.serial(() => this.emit(JSON.parse(frame.data)));
    for (const type of this.eventTypes) source.addEventListener(type, onFrame);
    source.addEventListener("match", (frame) => this.serial(async () => {
      const match = JSON.parse(frame.data);
      if (match.version > this.after) for (const record of await this.api.events(this.after)) this.emit(record);
      this.retryMs = 1000;
      this.onMatch(match);
      if (ENDED.has(match.status)) this.stop();
    }));
    source.addEventListener("open", () => this.onConnected(true));
    source.addEventListener("error", () => {
      this.onConnected(false);
      // A closed source (an expired ticket, a refusal) is reopened by hand, after the
      // events already shown; otherwise the browser reconnects with Last-Event-ID.
      if (source.readyState === EventSource.CLOSED && this.source === source) {
        this.source = null;
        this.retry();
      }
    });
  }

  retry() {
    if (this.stopped) return;
    setTimeout(() => this.start(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 30000);
  }

  stop() {
    this.stopped = true;
    this.onConnected(false);
    if (this.source) this.source.close();
    this.source = null;
  }
}
