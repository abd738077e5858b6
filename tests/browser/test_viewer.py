"""The match viewer in a real browser, on a finished match of each game: what it shows
at a version is what the API says of that version; its events are sentences naming
their players; it steps by keyboard and buttons; a seat sees its own hand and a
spectator does not; a running match of each game updates without a reload, and a
page following a match reaches its latest version however fast the moves come, even
one played while the page opens."""

from __future__ import annotations

import random
import re
from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import SCREENSHOTS, SEATS, create

GAMES = list(SEATS)

# The running score each game's board shows until the match has a result.
RUNNING_SCORE = {
    "babel": lambda state: [side["score"] for side in state["sides"]],
    "bali": lambda state: [player["points"] for player in state["players"]],
    "maya": lambda state: [player["gold"] for player in state["players"]],
    "balam": lambda state: [king["prestige"] for king in state["kings"]],
}
# What a seat may see and the others may not: its hand (Bali: and its offerings;
# Balam: the face-down Katun cards it divined).
SECRET = {
    "babel": lambda state, seat: len(state["sides"][seat]["hand"] or []),
    "bali": lambda state, seat: (
        len(state["players"][seat]["hand"] or []) + sum(state["players"][seat]["offerings"] or [])
    ),
    "maya": lambda state, seat: len(state["hand"] or []),
    "balam": lambda state, seat: sum(1 for k in state["katun"] if k["card"] and not k["turned"]),
}


def shown(page) -> dict:
    """The version, scores and seats to move the page shows."""
    seats = page.locator("#scores li")
    return {
        "version": int(page.locator("#board").get_attribute("data-version")),
        "scores": [int(seats.nth(i).get_attribute("data-score")) for i in range(seats.count())],
        "to_move": [i for i in range(seats.count()) if seats.nth(i).get_attribute("data-to-move") == "true"],
        "turn": page.locator("#turn").get_attribute("data-to-move"),
    }


def expected(match, client, version: int) -> dict:
    view = match.view(client, version)
    scores = view["result"]["scores"] if view["result"] else RUNNING_SCORE[match.game](view["state"])
    return {
        "version": version,
        "scores": scores,
        "to_move": sorted(view["to_move"]),
        "turn": ",".join(map(str, view["to_move"])),
    }


# The log's current event lies within the log's visible part (the list scrolls, not the page),
# to a pixel (the last event shown rests on the list's edge, rounded).
CURRENT_IN_SIGHT = """() => {
  const log = document.querySelector("#log"), item = log.querySelector("li.current");
  const [box, seen] = [item.getBoundingClientRect(), log.getBoundingClientRect()];
  return box.top >= seen.top - 1 && box.bottom <= seen.bottom + 1;
}"""


def at_version(page, version: int) -> None:
    page.wait_for_selector(f"#board[data-version='{version}'] svg")


def open_viewer(page, server, match, seat: int | None = None) -> None:
    page.goto(server + match.page + (f"#token={match.tokens[seat]}" if seat is not None else ""))
    page.wait_for_selector("#board svg")


@pytest.mark.parametrize("game", GAMES)
def test_a_version_shows_what_the_api_says_of_it(page, server, client, finished, game, record_property):
    match = finished[game]
    open_viewer(page, server, match)
    latest = match.view(client)["version"]
    assert shown(page) == expected(match, client, latest)
    assert_sentences_name_players(page, match, client, latest)
    for version in (1, latest // 3, 2 * latest // 3, latest - 1):
        page.locator("#slider").fill(str(version))
        at_version(page, version)
        assert shown(page) == expected(match, client, version), f"{game} at version {version}"
        assert page.locator("#log li:not([data-future])").count() == version
        assert page.locator("#log li.current").get_attribute("data-seq") == str(version)
        page.wait_for_function(CURRENT_IN_SIGHT)  # (the log scrolls at the next frame)
    page.locator("#slider").fill(str(latest // 2))
    at_version(page, latest // 2)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{game}.png"
    page.screenshot(path=path)
    record_property("screenshot", f"{game}: {path}")


def assert_sentences_name_players(page, match, client, latest: int, whole: bool = True) -> None:
    """One log line per event, each a sentence; an event by a seat (one with a `seat`)
    names that seat's player as the match was created with him, and no sentence falls
    back to a seat number or shows a missing value."""
    items = page.locator("#log li")
    assert items.count() == latest
    lines = items.all_inner_texts()
    events = match.events(client)
    assert [int(seq) for seq in page.locator("#log li span.seq").all_inner_texts()] == [r["seq"] for r in events]
    acting = 0
    for record, line in zip(events, lines, strict=True):
        event = record["event"]
        sentence = line.removeprefix(str(record["seq"])).strip()
        assert sentence[-1:] in (".", "!", "?"), f"{match.game} event {record['seq']}: {line!r}"
        assert not re.search(r"\b(seat \d|undefined|null|NaN)\b", sentence), f"{match.game}: {line!r}"
        if "seat" in event:
            acting += 1
            assert match.names[event["seat"]] in sentence, (
                f"{match.game} {event['type']} by seat {event['seat']}: {line!r}"
            )
    if whole:  # a finished match: most events are a seat's, and every player is named
        assert acting > latest // 2, f"only {acting} of the {match.game} match's {latest} events were by a seat"
        named = {name for name in match.names if any(name in line for line in lines)}
        assert named == set(match.names), f"the {match.game} log never names {set(match.names) - named}"


@pytest.mark.parametrize("game", GAMES)
def test_keyboard_and_buttons_step_through_versions(page, server, client, finished, game):
    match = finished[game]
    open_viewer(page, server, match)
    latest = match.view(client)["version"]
    page.locator("#slider").fill(str(latest // 2))
    at_version(page, latest // 2)
    page.locator("body").click(position={"x": 5, "y": 5})  # the keys go to the page
    for key, version in [
        ("ArrowLeft", latest // 2 - 1),
        ("ArrowLeft", latest // 2 - 2),
        ("ArrowRight", latest // 2 - 1),
        ("Shift+ArrowRight", latest // 2 + 9),
        ("Home", 1),
        ("End", latest),
    ]:
        page.keyboard.press(key)
        at_version(page, version)
        assert shown(page) == expected(match, client, version), f"{key} -> {version}"
    page.locator("#back").click()
    at_version(page, latest - 1)
    page.locator("#first").click()
    at_version(page, 1)
    page.locator("#forward").click()
    at_version(page, 2)
    page.locator("#play").click()  # plays on by itself
    at_version(page, 4)
    page.keyboard.press(" ")  # and pauses
    stopped = shown(page)["version"]
    page.wait_for_timeout(1000)
    assert shown(page)["version"] == stopped


def secret_version(match, client, seat: int) -> int:
    """A version at which `seat` holds something the others may not see."""
    for version in range(match.view(client)["version"], 0, -1):
        if SECRET[match.game](match.view(client, version, seat)["state"], seat):
            return version
    raise AssertionError(f"seat {seat} of the {match.game} match never held a secret")


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_sees_its_hand_and_a_spectator_does_not(page, server, client, finished, game):
    match = finished[game]
    seat = (
        1
        if game != "balam"
        else next(e["event"]["seat"] for e in match.events(client) if e["event"]["type"] == "card_divined")
    )
    version = secret_version(match, client, seat)
    secret = SECRET[game](match.view(client, version, seat)["state"], seat)
    assert SECRET[game](match.view(client, version)["state"], seat) == 0  # the API hides it from spectators

    open_viewer(page, server, match, seat)
    page.locator("#slider").fill(str(version))
    at_version(page, version)
    assert page.locator("#viewer-as").inner_text() == f"Seat {seat}: {match.names[seat]}"
    hand = page.locator("#hand")
    assert hand.is_visible() and hand.get_attribute("data-seat") == str(seat)
    cards = hand.locator("[data-card]")
    assert sum(int(cards.nth(i).get_attribute("data-count")) for i in range(cards.count())) == secret

    open_viewer(page, server, match)
    page.locator("#slider").fill(str(version))
    at_version(page, version)
    assert page.locator("#viewer-as").inner_text() == "Spectator"
    assert not page.locator("#hand").is_visible()
    assert page.locator("#hand [data-card]").count() == 0


@pytest.mark.parametrize("seat", [None, 1], ids=["spectator", "seat"])
@pytest.mark.parametrize("game", GAMES)
def test_a_running_match_updates_without_a_reload(page, server, client, game, seat):
    match = create(client, game, seed=5)
    open_viewer(page, server, match, seat)
    page.wait_for_selector("#live:not([hidden])")
    page.evaluate("window.notReloaded = true")
    rng = random.Random(seat)
    for _ in range(3):
        version = match.move(client, rng)["version"]
        at_version(page, version)
        assert shown(page) == expected(match, client, version)
        assert page.locator(f"#log li[data-seq='{version}']").is_visible()
    assert_sentences_name_players(page, match, client, version, whole=False)
    assert page.evaluate("window.notReloaded") is True
    if seat is not None:
        assert page.locator("#hand").is_visible()


class Held:
    """A page's requests to addresses matching `pattern`, held (not sent to the server)
    until `release()`; later ones then go through (when the test next calls Playwright)."""

    def __init__(self, page, pattern: str) -> None:
        self.pattern, self.routes, self.holding = re.compile(pattern), [], True
        page.route(self.pattern, self.arrived)

    def arrived(self, route) -> None:
        if self.holding:
            self.routes.append(route)
        else:
            route.continue_()

    def release(self) -> None:
        self.holding = False
        for route in self.routes:
            route.continue_()


VIEW_AT = r"\?at=\d+$"  # a version's view, as the page fetches it
# What the page fetched and showed: how many views were on their way at most at once
# (counted until each answer's headers, which the page waits for before asking again),
# and each version the board showed, in order.
WATCH_VIEWS = """
window.views = { onTheirWay: 0, mostAtOnce: 0, shown: [] };
const fetchOf = window.fetch;
window.fetch = (url, init) => {
  if (!/VIEW_AT/.test(String(url))) return fetchOf(url, init);
  views.mostAtOnce = Math.max(views.mostAtOnce, ++views.onTheirWay);
  return fetchOf(url, init).finally(() => { views.onTheirWay -= 1; });
};
addEventListener("DOMContentLoaded", () => new MutationObserver(() => {
  views.shown.push(Number(document.getElementById("board").dataset.version));
}).observe(document.getElementById("board"), { attributeFilter: ["data-version"] }));
""".replace("VIEW_AT", VIEW_AT)


def assert_following(page, version: int) -> None:
    """The page shows `version` as the latest, following it live (waits for it)."""
    expect(page.locator("#version")).to_have_text(f"{version} / {version}")
    expect(page.locator("#board")).to_have_attribute("data-version", str(version))
    expect(page.locator("#slider")).to_have_value(str(version))
    expect(page.locator("#live")).to_be_visible()
    expect(page.locator("#live")).to_have_attribute("data-following", "true")


def test_a_following_page_reaches_the_latest_version_however_fast_moves_come(page, server, client):
    match = create(client, "babel", seed=5)
    page.add_init_script(WATCH_VIEWS)
    open_viewer(page, server, match)
    assert_following(page, match.view(client)["version"])
    rng = random.Random("quick")
    # Moves as fast as they can be posted.
    for _ in range(40):
        version = match.move(client, rng)["version"]
    assert_following(page, version)
    # The view for a move is held while the next moves' frames arrive.
    held = Held(page, VIEW_AT)
    with page.expect_request(held.pattern):
        match.move(client, rng)
    for _ in range(3):
        played = match.move(client, rng)
        expect(page.locator("#version")).to_have_text(re.compile(f"/ {played['version']}$"))
    held.release()
    assert played["status"] == "active"
    assert_following(page, played["version"])
    views = page.evaluate("views")
    assert views["mostAtOnce"] == 1
    assert views["shown"] == sorted(views["shown"]), "the page went back"


def test_a_page_taken_back_stays_there_until_taken_to_the_latest_version(page, server, client):
    match = create(client, "babel", seed=5)
    open_viewer(page, server, match)
    rng = random.Random("back")
    version, live = match.view(client)["version"], page.locator("#live")
    page.locator("body").click(position={"x": 5, "y": 5})  # the keys go to the page
    page.keyboard.press("ArrowLeft")
    at_version(page, version - 1)
    expect(live).to_have_attribute("data-following", "false")
    latest = match.move(client, rng)["version"]
    expect(page.locator("#version")).to_have_text(f"{version - 1} / {latest}")
    assert shown(page)["version"] == version - 1
    page.keyboard.press("End")
    assert_following(page, latest)
    page.keyboard.press(" ")  # plays (it is at the latest version: nothing to play yet)
    page.keyboard.press(" ")  # and pauses: the page stays where it is
    expect(live).to_have_attribute("data-following", "false")
    newer = match.move(client, rng)["version"]
    expect(page.locator("#version")).to_have_text(f"{latest} / {newer}")
    assert shown(page)["version"] == latest
    page.locator("#play").click()  # plays up to the latest version, and follows from there
    assert_following(page, newer)
    assert_following(page, match.move(client, rng)["version"])


@contextmanager
def opening(page, server, match):
    """Opens the viewer with its request for the events held until the block ends: what
    is played in the block comes after the view the page has, before its events."""
    held = Held(page, r"/events\?after=0&")
    with page.expect_request(held.pattern):
        page.goto(server + match.page, wait_until="commit")
    yield
    held.release()


def test_a_move_made_while_the_page_opens_is_followed(page, server, client):
    match = create(client, "babel", seed=5)
    with opening(page, server, match):
        version = match.move(client, random.Random(5))["version"]
    assert_following(page, version)
    assert page.locator("#log li").count() == version


def test_a_match_ended_while_the_page_opens_is_shown_ended(page, server, client):
    match = create(client, "babel", seed=5)
    with opening(page, server, match):
        assert client.post(f"{match.api}/resign", headers=match.auth(1)).status_code == 200
    version = match.view(client)["version"]
    expect(page.locator("#status")).to_have_text("finished")
    expect(page.locator("#version")).to_have_text(f"{version} / {version}")
    expect(page.locator("#live")).to_be_hidden()
    assert page.locator("#log li").count() == version


def test_the_front_page_links_each_games_matches_to_their_viewer(page, server, finished):
    matches = {game: finished[game] for game in GAMES}
    page.goto(server + "/")
    for game, match in matches.items():
        assert page.locator(f"#game-{game} a[href='{match.page}']").count() == 1
    page.locator(f"a[href='{finished['bali'].page}']").click()
    page.wait_for_selector("#board svg")
    assert page.url == server + finished["bali"].page


def test_an_unknown_match_is_a_404_page(client, finished):
    for path in ("/watch/babel/" + "0" * 32, "/watch/chess/x", f"/watch/maya/{finished['babel'].id}"):
        response = client.get(path)
        assert response.status_code == 404 and response.headers["content-type"].startswith("text/html")


def test_a_waiting_match_names_its_open_seats_and_shows_the_table_once_dealt(page, server, client):
    created = client.post("/games/bali/matches", json={"seats": ["a", None, None], "seed": 3}).json()
    page.goto(f"{server}/watch/bali/{created['match_id']}")
    page.wait_for_selector("#board:has-text('Waiting for players: seat 1, 2 open.')")
    assert page.locator("#status").text_content() == "waiting"
    for seat in (1, 2):
        url = f"/games/bali/matches/{created['match_id']}/seats/{seat}/claim"
        assert client.post(url, json={"name": f"p{seat}"}).status_code == 200
    page.wait_for_selector("#board svg", timeout=15_000)
    assert page.locator("#status").text_content() == "active"


def test_resignations_and_aborts_are_shown_as_such(page, server, client):
    created = client.post("/games/maya/matches", json={"seats": ["ana", "ben", "cy"], "seed": 5}).json()
    url = f"/games/maya/matches/{created['match_id']}"
    resigned = client.post(f"{url}/resign", headers={"Authorization": f"Bearer {created['seats'][2]['token']}"})
    assert resigned.status_code == 200, resigned.text
    page.goto(f"{server}/watch/maya/{created['match_id']}")
    page.wait_for_selector("#board svg")
    assert "(left: the server plays)" in page.locator("#scores li[data-seat='2']").text_content()
    page.wait_for_selector("#log li:has-text('cy resigned')")

    duel = client.post("/games/babel/matches", json={"seats": ["ana", "ben"], "seed": 5}).json()
    duel_url = f"/games/babel/matches/{duel['match_id']}"
    client.post(f"{duel_url}/resign", headers={"Authorization": f"Bearer {duel['seats'][1]['token']}"})
    page.goto(f"{server}/watch/babel/{duel['match_id']}")
    page.wait_for_selector("#turn:has-text('Finished: ana wins (the others resigned).')")

    lobby = client.post("/games/bali/matches", json={"seats": ["ana", None], "seed": 5}).json()
    lobby_url = f"/games/bali/matches/{lobby['match_id']}"
    client.post(f"{lobby_url}/abort", headers={"Authorization": f"Bearer {lobby['seats'][0]['token']}"})
    page.goto(f"{server}/watch/bali/{lobby['match_id']}")
    page.wait_for_selector("#board:has-text('Called off before the deal')")
    assert page.locator("#status").text_content() == "aborted"


def test_a_timed_match_shows_each_seats_time_left(page, server, client):
    created = client.post(
        "/games/babel/matches", json={"seats": ["ana", "ben"], "seed": 5, "time_control": {"initial_s": 3700}}
    ).json()
    page.goto(f"{server}/watch/babel/{created['match_id']}")
    page.wait_for_selector("#board svg")
    clock = page.locator("#scores li[data-seat='1'] .clock")
    assert clock.text_content() == "⏱ 1:01:40" and clock.get_attribute("data-remaining-ms") == "3700000"
