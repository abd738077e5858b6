// The interactive API docs: Swagger UI (served from the installed package) on the
// app's own OpenAPI document. "Try it out" sends requests to this server.
const root = document.getElementById("swagger-ui");
window.ui = window.SwaggerUIBundle({
  url: root.dataset.url,
  domNode: root,
  deepLinking: true,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
