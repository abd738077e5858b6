"""/docs: the interactive API docs work with no network but the server's."""

from __future__ import annotations

from importlib.metadata import version

from playwright.sync_api import expect

from tests.browser.conftest import Console, offline

METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


def test_docs_render_every_operation_and_webhook_offline_and_try_one(context, server, client):
    blocked = offline(context)
    page = context.new_page()
    console = Console(page)
    document = client.get("/schema/openapi.json").json()
    # (each webhook delivery is shown as one too, under Webhooks)
    items = [*document["paths"].values(), *document.get("webhooks", {}).values()]
    operations = sum(1 for item in items for method in item if method in METHODS)

    page.goto(server + "/docs")
    page.wait_for_selector(".opblock")
    assert page.locator(".opblock").count() == operations
    assert page.locator(".info .title").inner_text().startswith("tabletop")
    assert page.locator(".info .title .version").first.inner_text().strip() == version("tabletop")  # the one version

    # "Try it out" reaches this server.
    health = page.locator("#operations-Health-healthz")
    health.locator(".opblock-summary").click()
    health.locator("button.try-out__btn").click()
    health.locator("button.execute").click()
    expect(health.locator(".live-responses-table tbody .response-col_status")).to_have_text("200")
    expect(health.locator(".live-responses-table tbody .response-col_description")).to_contain_text('"status": "ok"')

    assert blocked == []
    assert console.errors == []


def test_schema_serves_the_document_and_no_page_from_a_cdn(client):
    assert client.get("/schema/openapi.json").headers["content-type"].startswith("application/vnd.oai.openapi+json")
    for path in ("/schema/swagger", "/schema/redoc", "/schema/elements", "/schema/rapidoc"):
        assert client.get(path).status_code == 404
