import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { type OpenApiDocument, type Operation, openApiDocument } from './openapi';
import { routeDoc } from '../../http/route-doc';
import { openApiDocumentSchema } from './schemas';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A success answer's declared schema (issue 31, item 3), folded like a request body. */
const answer = (code: string, content: Record<string, unknown> | undefined) =>
  Object.entries(content ?? {})
    .filter(([, c]) => (c as { schema?: unknown }).schema)
    .map(
      ([type, c]) =>
        `<details><summary>Answer <code>${code}</code>: <code>${esc(type)}</code></summary><pre>${esc(JSON.stringify((c as { schema: unknown }).schema, null, 2))}</pre></details>`,
    )
    .join('');

/** The OpenAPI document rendered as one self-contained HTML page (no CDN, no script). */
export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op: Operation = raw;
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${esc(p.name)}</code> <small>(${p.in})</small> ${esc(p.description ?? '')}</li>`)
        .join('');
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, c]) =>
                `<details><summary>Body: <code>${esc(type)}</code></summary><pre>${esc(JSON.stringify(c.schema ?? {}, null, 2))}</pre></details>`,
            )
            .join('')
        : '';
      const responses = Object.entries(op.responses)
        .map(
          ([code, r]) =>
            `<li><code>${code}</code> ${esc(r.description ?? '')}${code.startsWith('2') ? answer(code, r.content) : ''}</li>`,
        )
        .join('');
      const html = `<section class="op" id="${id}"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3><p>${esc(op.summary ?? '')}</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<li><a href="#${esc(t.replace(/\W+/g, '-'))}">${esc(t)}</a></li>`).join('');
  const sections = [...byTag.entries()]
    .map(([t, ops]) => `<h2 id="${esc(t.replace(/\W+/g, '-'))}">${esc(t)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info.title)} reference</title><style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;grid-template-columns:16rem 1fr;color:#1b2a1f}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#eef6ee;padding:1rem}
main{padding:1rem 2rem;max-width:60rem}
.op{border:1px solid #cfe3cf;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:.1rem .3rem}
.m-get{background:#2f6f3e}.m-post{background:#1f5fa8}.m-patch{background:#8a5a00}.m-put{background:#6a3fa0}.m-delete{background:#a12b2b}
pre{background:#f6f8f6;padding:.5rem;overflow:auto;font-size:.8rem}
a:focus,summary:focus{outline:3px solid #1f5fa8}
</style></head><body><nav aria-label="API sections"><h1>${esc(doc.info.title)}</h1><p><a href="/api/openapi.json">openapi.json</a></p><ul>${nav}</ul></nav><main><p>${esc(doc.info.description)}</p>${sections}</main></body></html>`;
}

/**
 * `/api/openapi.json` and `/api/docs`, generated from `app`'s routes (mounted last, so that `app` holds every route).
 * The document is generated once per app; each answer names its own origin as the server.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app: the generator reads only its routes
export function docsRoutes(app: Hono<any, any, any>) {
  let generated: Promise<OpenApiDocument> | undefined;
  const documentFor = async (url: string): Promise<OpenApiDocument> => {
    generated ??= openApiDocument(app).catch((e: unknown) => {
      generated = undefined; // the next request tries again
      throw e;
    });
    return { ...(await generated), servers: [{ url: new URL(url).origin }] };
  };
  return new Hono<AppContext>()
    .get(
      '/openapi.json',
      routeDoc({ tag: 'System', summary: 'This OpenAPI document.', public: true, response: openApiDocumentSchema }),
      async (c) => c.json(await documentFor(c.req.url)),
    )
    .get(
      '/docs',
      routeDoc({
        tag: 'System',
        summary: 'The browsable API reference (works offline).',
        produces: 'text/html',
        public: true,
      }),
      async (c) => c.html(renderReference(await documentFor(c.req.url))),
    );
}
