"""Playing in the browser: each seat's page is its table. Matches of every game, seat
count and variant are played to the end by clicking only (a seat's "Your move"
buttons, or the board's pieces by keyboard), each seat in its own browser, and what
the pages sent is checked against what the API listed them (a page reports any
listing its game's words cannot lead through, as a console error). Then: a click made
stale by the other seat, a refused one, the keyboard, axe-core's checks, resign and
abort, the clock, and the lobby from creation to a shared link's seat."""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import TimeoutError as PageTimeout
from playwright.sync_api import expect

from tests.browser.conftest import SCREENSHOTS, Console, Match

NAMES = ["alice", "bob", "carol", "dave"]
# Every game at the seat counts the issue asks for, and every variant.
PLAYED = [
    ("babel", 2, {}),
    ("bali", 3, {"oracle": True}),
    ("bali", 4, {"demon": True}),
    ("maya", 3, {}),
    ("maya", 4, {"professional": True}),
    ("balam", 2, {}),
    ("balam", 4, {"ball_games": 2}),
]
PIECE_CHANCE = 0.25  # how often the player reaches for the board rather than the buttons
MAX_CLICKS = 20_000
SHOT_AT = 25  # the click after which a seat's page is kept as a screenshot: mid-play


@dataclass
class Sent:
    """What a seat's page listed and sent, read off its traffic: its legal actions by
    version (from legal-actions answers and act answers) and each act's body and status."""

    listed: dict[int, list[dict]] = field(default_factory=dict)
    acts: list[tuple[dict, int]] = field(default_factory=list)

    def watch(self, page) -> None:
        page.on("requestfinished", self.finished)

    def finished(self, request) -> None:
        path = request.url.split("?")[0]
        if request.method == "GET" and path.endswith("/legal-actions"):
            body = request.response().json()
            self.listed[body["version"]] = body["actions"]
        elif request.method == "POST" and path.endswith("/actions"):
            response = request.response()
            self.acts.append((json.loads(request.post_data), response.status))
            if response.status == 200:
                body = response.json()
                self.listed[body["version"]] = body["legal_actions"]


def created(client, game: str, players: int, options: dict, seed: int, time_control=None) -> Match:
    body = {"seats": NAMES[:players], "seed": seed, "options": options, "time_control": time_control}
    answer = client.post(f"/games/{game}/matches", json=body)
    assert answer.status_code == 201, answer.text
    seats = answer.json()["seats"]
    return Match(game, answer.json()["match_id"], [seat["token"] for seat in seats], NAMES[:players])


def table(browser, server: str, match: Match, seat: int | None, traffic: Sent, deaf: bool = False):
    """A seat's page (None: a spectator's) in a browser context of its own; `deaf`: its
    stream never connects, so it hears of no act but its own."""
    context = browser.new_context(viewport={"width": 1500, "height": 950})
    context.set_default_timeout(15_000)
    page = context.new_page()
    console = Console(page)
    traffic.watch(page)
    if deaf:
        page.route(re.compile(r"/stream(-tickets)?\?"), lambda route: None)  # (held, never answered)
    page.goto(server + match.page + ("" if seat is None else f"#token={match.tokens[seat]}"))
    return page, console


# How often a page is asked whether it is ready: the DOM changes as the page's script
# runs, so a timer sees it as soon as a frame would (a frame's wait, ~16 ms, at every
# step cost a fifth of a match's time), and Playwright's own waits poll ever slower.
POLL_MS = 4
# The seat's choices at `version`, ready to click.
READY = """version => {
  const region = document.querySelector(`#move[data-version="${version}"]:not([aria-busy])`);
  return region !== null && !region.hidden;
}"""
SETTLED = "() => document.querySelector('#move[aria-busy]') === null"


def click_once(page, region, rng: random.Random) -> None:
    """Works one control the page offers, picked at random: a button of "Your move", or
    now and then one of the board's pieces (by keyboard: focus it, press Enter)."""
    pieces = page.locator("#board .playable")
    if pieces.count() and rng.random() < PIECE_CHANCE:
        piece = pieces.nth(rng.randrange(pieces.count()))
        piece.focus()
        piece.press("Enter")
        return
    buttons = region.get_by_role("button")
    buttons.nth(rng.randrange(buttons.count())).click()


def play_to_the_end(client, match: Match, pages, rng: random.Random, screenshot: str | None = None) -> int:
    """Clicks for random seats to move until the match ends (a screenshot of the seat's
    page at the SHOT_AT-th click); the clicks made."""
    clicks = 0
    while (view := match.view(client))["status"] == "active":
        seat = rng.choice(view["to_move"])
        page = pages[seat]
        try:
            page.wait_for_function(READY, arg=view["version"], polling=POLL_MS)
        except PageTimeout:  # the page moved on (a seat deciding at once acted): ask again
            if match.view(client)["version"] == view["version"]:
                raise
            continue
        click_once(page, page.locator("#move"), rng)
        page.wait_for_function(SETTLED, polling=POLL_MS)  # an act sent is answered before the next look
        clicks += 1
        if screenshot and clicks == SHOT_AT:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=SCREENSHOTS / f"{screenshot}.png")
        assert clicks < MAX_CLICKS, "the match does not end"
    return clicks


def case_id(value) -> str:
    if isinstance(value, dict):
        return "-".join(value) or "plain"
    return str(value)


@pytest.mark.parametrize(("game", "players", "options"), PLAYED, ids=case_id)
def test_a_match_is_played_to_the_end_by_clicking_only(
    browser, server, client, game, players, options, record_property
):
    match = created(client, game, players, options, seed=11)
    sent = [Sent() for _ in range(players)]
    seats = [table(browser, server, match, seat, sent[seat]) for seat in range(players)]
    # One match is watched as well: a spectator's page follows the seats' play.
    watchers = [table(browser, server, match, None, Sent())] if game == "babel" else []
    pages = [page for page, _ in seats]
    for page in [*pages, *(page for page, _ in watchers)]:
        page.wait_for_selector("#board svg")
        page.evaluate("window.notReloaded = true")
    rng = random.Random(f"{game} {players} {options}")
    shot = f"play-{game}-{players}"
    play_to_the_end(client, match, pages, rng, screenshot=shot)
    record_property("screenshot", f"{game}, {players} seats, mid-play from a seat: {SCREENSHOTS / shot}.png")

    final = match.view(client)
    assert final["status"] == "finished"
    winners = [match.names[seat] for seat in final["result"]["winners"]]
    for page, console in [*seats, *watchers]:
        # Every page followed the match live to its end, none reloaded.
        expect(page.locator("#board")).to_have_attribute("data-version", str(final["version"]))
        assert page.evaluate("window.notReloaded") is True
        expect(page.locator("#turn")).to_contain_text("Finished:")
        for name in winners:
            expect(page.locator("#turn")).to_contain_text(name)
        assert console.errors == [], console.errors
    for (page, _), traffic in zip(seats, sent, strict=True):
        for name in winners:
            expect(page.locator("#turn")).to_contain_text(name)
        expect(page.locator("#move")).to_be_hidden()
        # Every act this page sent was one its seat was listed at the version it named,
        # and the server took it.
        for body, status in traffic.acts:
            assert status == 200, body
            assert body["action"] in traffic.listed[body["expected_version"]], body
    for page, _ in [*seats, *watchers]:
        page.context.close()
    # The match's record holds every act the pages sent, and no other.
    recorded = client.get(f"{match.api}/export").json()["actions"]
    assert sorted(json.dumps(a["action"], sort_keys=True) for a in recorded) == sorted(
        json.dumps(body["action"], sort_keys=True) for traffic in sent for body, _ in traffic.acts
    )


def seated(browser, server, match: Match, seat: int | None, deaf: bool = False):
    """A page of the match, its console watched (what it sent is not looked at)."""
    return table(browser, server, match, seat, Sent(), deaf)


def until_two_decide(client, match: Match, rng: random.Random) -> dict:
    """Random legal moves by API until two seats decide at once; the match then."""
    for _ in range(2000):
        view = match.view(client)
        if len(view["to_move"]) == 2:
            return view
        match.move(client, rng)
    raise AssertionError("no two seats decided at once")


def act(page) -> None:
    """Narrows by the first choice until one completes an action, and sends it."""
    while not page.locator("#move-choices button[data-final='true']").count():
        page.locator("#move-choices button").first.click()
    page.locator("#move-choices button[data-final='true']").first.click()
    page.wait_for_function(SETTLED, polling=POLL_MS)


def test_a_click_made_stale_by_the_other_seat_still_lands(browser, server, client):
    """Balam's distribution: both seats decide at once. bob acts while alice's page has
    not heard of it (her stream held back); her click, on the version before, stands
    (the rules let seats deciding at once not collide) and her table moves on past both."""
    match = created(client, "balam", 2, {}, seed=4)
    view = until_two_decide(client, match, random.Random(4))
    page, console = seated(browser, server, match, 0, deaf=True)
    page.wait_for_function(READY, arg=view["version"], polling=POLL_MS)
    page.evaluate("window.notReloaded = true")
    bob = client.get(f"{match.api}/legal-actions", headers=match.auth(1)).json()["actions"][0]
    assert client.post(f"{match.api}/actions", headers=match.auth(1), json={"action": bob}).status_code == 200
    act(page)
    now = match.view(client)
    assert now["version"] > view["version"] + 1  # both acts are in
    expect(page.locator("#board")).to_have_attribute("data-version", str(now["version"]))
    expect(page.locator("#refusal")).to_be_hidden()
    assert page.evaluate("window.notReloaded") is True
    assert console.errors == []
    page.context.close()


def test_a_refused_click_shows_why_and_offers_the_options_of_now(browser, server, client):
    """The seat acts elsewhere (a bot, another tab) while its page is not told (its stream
    held back), so that the page's click is for options that have gone. The 409's
    sentence is shown and the options are read again, on the same page, which plays on."""
    match = created(client, "babel", 2, {}, seed=3)
    page, console = seated(browser, server, match, 0, deaf=True)
    version = match.view(client)["version"]
    page.wait_for_function(READY, arg=version, polling=POLL_MS)
    page.evaluate("window.notReloaded = true")
    listed = client.get(f"{match.api}/legal-actions", headers=match.auth(0)).json()["actions"]
    for _ in range(10):  # acts elsewhere until the seat's options differ from the page's
        now = client.post(f"{match.api}/actions", headers=match.auth(0), json={"action": listed[-1]}).json()
        if now["legal_actions"] != listed:
            break
    else:
        raise AssertionError("the seat's options never changed")
    act(page)
    expect(page.locator("#refusal")).to_contain_text("moved on before your move arrived")
    latest = match.view(client)["version"]
    page.wait_for_function(READY, arg=latest, polling=POLL_MS)
    act(page)
    assert match.view(client)["version"] > latest
    expect(page.locator("#refusal")).to_be_hidden()
    assert page.evaluate("window.notReloaded") is True
    assert [e for e in console.errors if "409" not in e] == []  # (the refused request itself)
    page.context.close()


def test_every_control_is_reached_by_tab_and_worked_by_the_keyboard(browser, server, client):
    match = created(client, "babel", 2, {}, seed=5)
    page, console = seated(browser, server, match, 0)
    version = match.view(client)["version"]
    page.wait_for_function(READY, arg=version, polling=POLL_MS)
    reached = set()
    for _ in range(60):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            """() => {
              const el = document.activeElement;
              const style = getComputedStyle(el);
              const where = ['#move', '#board', '#leave', '#controls'].find((part) => el.closest(part));
              return [where ?? el.tagName, style.outlineStyle !== 'none' && style.outlineWidth !== '0px']
            }"""
        )
        reached.add(focused[0])
        if focused[0] != "BODY":
            assert focused[1], f"no visible focus in {focused[0]}"
    assert {"#move", "#board", "#leave", "#controls"} <= reached
    # A board piece by Enter narrows or acts; a choice by Space does.
    page.locator("#board .playable").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(SETTLED, polling=POLL_MS)
    while match.view(client)["version"] == version:
        page.locator("#move-choices button").last.focus()
        page.keyboard.press(" ")
        page.wait_for_function(SETTLED, polling=POLL_MS)
    assert console.errors == []
    page.context.close()


def serious(page) -> list[str]:
    """axe-core's serious and critical violations on the page as it is."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize(("game", "players"), [("babel", 2), ("bali", 3), ("maya", 3), ("balam", 2)])
def test_a_seats_table_passes_axe(browser, server, client, game, players):
    match = created(client, game, players, {}, seed=7)
    page, console = seated(browser, server, match, match.view(client)["to_move"][0])
    page.wait_for_function(READY, arg=match.view(client)["version"], polling=POLL_MS)
    page.locator("#move-choices button").first.click()  # narrowed, with a way back (or acted)
    page.wait_for_function(SETTLED, polling=POLL_MS)
    assert serious(page) == []
    assert console.errors == []
    page.context.close()


def test_resign_asks_once_more_then_ends_a_duel(browser, server, client):
    match = created(client, "babel", 2, {}, seed=6)
    page, console = seated(browser, server, match, 1)
    page.wait_for_selector("#leave:not([hidden])")
    expect(page.get_by_role("button", name="Abort the match")).to_be_visible()  # nobody has played yet
    page.get_by_role("button", name="Resign").click()
    expect(page.locator("#leave .confirm")).to_contain_text("you rank last")
    page.get_by_role("button", name="No, go on").click()
    assert match.view(client)["status"] == "active"
    page.get_by_role("button", name="Resign").click()
    page.get_by_role("button", name="Yes").click()
    expect(page.locator("#turn")).to_contain_text("Finished: alice wins (the others resigned).")
    expect(page.locator("#leave")).to_be_hidden()
    assert match.view(client)["result"]["reason"] == "resignation"
    assert console.errors == []
    page.context.close()


def test_abort_is_offered_until_someone_plays(browser, server, client):
    match = created(client, "maya", 3, {}, seed=6)
    page, console = seated(browser, server, match, 2)
    abort = page.get_by_role("button", name="Abort the match")
    expect(abort).to_be_visible()
    match.move(client, random.Random(1))
    expect(abort).to_be_hidden()  # play has begun: only resigning is left
    expect(page.get_by_role("button", name="Resign")).to_be_visible()

    fresh = created(client, "maya", 3, {}, seed=6)
    other, _ = seated(browser, server, fresh, 2)
    other.get_by_role("button", name="Abort the match").click()
    other.get_by_role("button", name="Yes").click()
    expect(other.locator("#status")).to_have_text("aborted")
    assert fresh.view(client)["status"] == "aborted"
    assert console.errors == []
    for p in (page, other):
        p.context.close()


def test_the_clock_of_the_seat_to_move_counts_down(browser, server, client):
    match = created(client, "babel", 2, {}, seed=5, time_control={"initial_s": 600})
    page, console = seated(browser, server, match, 1)
    clock = page.locator("#scores li[data-seat='0'] .clock")
    clock.wait_for()
    first = int(clock.get_attribute("data-remaining-ms"))
    page.wait_for_function(
        "([clock, first]) => Number(document.querySelector(clock).dataset.remainingMs) < first - 1000",
        arg=["#scores li[data-seat='0'] .clock", first],
    )
    assert page.locator("#scores li[data-seat='1'] .clock").get_attribute("data-remaining-ms") == "600000"
    assert console.errors == []
    page.context.close()


def test_the_lobby_creates_shares_and_joins_a_match(browser, server, client):
    """alice creates a timed Bali match with a variant and two open seats; bob and carol
    join from the links she shares; each then plays from the table the lobby leads to,
    as their player key (kept by their browser, never in an address)."""
    contexts, pages, consoles = [], [], []
    for _ in range(3):
        contexts.append(browser.new_context(viewport={"width": 1300, "height": 900}))
        pages.append(contexts[-1].new_page())
        consoles.append(Console(pages[-1]))
    alice, bob, carol = pages
    alice.goto(f"{server}/play")
    alice.get_by_label("Your name").fill("alice")
    alice.get_by_role("button", name="Play under this name").click()
    expect(alice.locator("#me")).to_contain_text("Playing as alice")
    alice.get_by_label("Game").select_option("bali")
    alice.get_by_label("Players").select_option("3")
    alice.get_by_label("Oracle").check()
    alice.get_by_label("Time control").select_option(label="15 minutes each, +10 s a decision")
    alice.get_by_role("button", name="Create the match").click()
    links = alice.locator("#created .links input")
    expect(links).to_have_count(2)
    shared = [links.nth(k).input_value() for k in range(2)]
    match_id = shared[0].split("match=")[1].split("&")[0]
    made = client.get(f"/games/bali/matches/{match_id}").json()
    assert made["time_control"] == {"initial_s": 900, "increment_s": 10}
    assert made["status"] == "waiting" and [s["name"] for s in made["seats"]] == ["alice", None, None]
    expect(alice.locator("#mine li")).to_contain_text("Bali with alice, (open) and (open)")
    assert serious(alice) == []
    # Her table, while it waits, offers the same links.
    alice.locator("#created a.open").click()
    alice.wait_for_url(f"**/watch/bali/{match_id}")
    expect(alice.locator("#board .links input")).to_have_count(2)
    assert [alice.locator("#board .links input").nth(k).input_value() for k in range(2)] == shared

    for page, name, link in ((bob, "bob", shared[0]), (carol, "carol", shared[1])):
        page.goto(link)
        expect(page.locator("#join")).to_contain_text("open")
        page.get_by_label("Your name").fill(name)
        page.get_by_role("button", name="Play under this name").click()
        page.get_by_role("button", name=f"Take the seat as {name}").click()
        page.wait_for_url(f"**/watch/bali/{match_id}")
    dealt = client.get(f"/games/bali/matches/{match_id}").json()
    assert dealt["status"] == "active"
    export = client.get(f"/games/bali/matches/{match_id}/export").json()
    assert export["options"]["oracle"] is True

    alice.wait_for_selector("#board svg")  # (dealt: the waiting page loads the table by itself)
    for seat, page in enumerate(pages):
        expect(page.locator("#viewer-as")).to_contain_text(f"Seat {seat}")
        assert "tp_" not in page.url  # the key stays in the browser
        key = page.evaluate("JSON.parse(localStorage.getItem('tabletop.player')).key")
        assert key.startswith("tp_")
    to_move = dealt["to_move"][0]
    mover = pages[to_move]
    mover.wait_for_function(READY, arg=dealt["version"], polling=POLL_MS)
    act(mover)
    assert client.get(f"/games/bali/matches/{match_id}").json()["version"] > dealt["version"]

    alice.goto(f"{server}/play")
    expect(alice.locator("#mine li").first).to_contain_text("Bali with alice, bob and carol")
    for console in consoles:
        assert console.errors == []
    for context in contexts:
        context.close()
