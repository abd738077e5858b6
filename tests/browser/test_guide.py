"""/guide/: the guide's pages and its search work with no network but the server's."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import Console, offline


def test_the_guide_searches_offline_and_links_its_pages(context, server):
    blocked = offline(context)
    page = context.new_page()
    console = Console(page)

    page.goto(server + "/docs")
    page.get_by_role("link", name="the guide").click()
    expect(page).to_have_url(server + "/guide/")
    page.get_by_role("link", name="Quick start", exact=True).first.click()
    expect(page.locator("article h1")).to_contain_text("Quick start")

    page.locator("label.md-search__icon, .md-search__input").first.click()
    # The search indexes the site in a worker: a query typed before it is ready is not run,
    # and it runs on keystrokes.
    expect(page.locator(".md-search-result__meta")).to_have_text("Type to start searching", timeout=30_000)
    page.locator("input.md-search__input").press_sequentially("zombie", delay=20)
    results = page.locator(".md-search-result__item")
    expect(results.first).to_be_visible()
    results.filter(has_text="Maya").first.locator("a").first.click()
    expect(page.locator("article h1")).to_contain_text("Maya")

    assert blocked == []
    assert console.errors == []
