import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

// Someone else's website, for the widget journeys: a restaurant's own site on another origin
// (127.0.0.1 and a port of its own; the ordering website is at demo.localhost), with a strict
// Content-Security-Policy that allows scripts and frames only from itself and the ordering
// website's address. A journey pastes a snippet, exactly as the console's Copy button gave it, into
// a page here. Its own script (host.js) lists every widget event and every CSP violation on the
// page, so the journey reads what the host page heard.

export type THostSite = {
  origin: string;
  /**
   * A page holding the snippets, served at `at` (default /p/<random>) and every path below it, as
   * a rewrite rule would serve it; its address.
   */
  addPage(snippets: string[], options?: { at?: string }): string;
  stop(): Promise<void>;
};

const HOST_SCRIPT = `
const list = document.getElementById('heard');
function heard(line) {
  const item = document.createElement('li');
  item.textContent = line;
  list.append(item);
}
document.addEventListener('securitypolicyviolation', (e) => {
  heard('csp-violation ' + e.effectiveDirective + ' ' + e.blockedURI);
});
const EVENTS = ['ready', 'open', 'close', 'page_view', 'order_placed'];
function listen() {
  for (const name of EVENTS) window.OrderWidget.on(name, (detail) => heard(name + ' ' + JSON.stringify(detail)));
  heard('listening');
}
if (window.OrderWidget) listen();
else {
  const wait = setInterval(() => {
    if (!window.OrderWidget) return;
    clearInterval(wait);
    listen();
  }, 5);
}
`;

const HOST_CSS = `
body { font-family: Georgia, serif; margin: 0; background: #faf7f2; color: #2b2118; }
header { padding: 24px; background: #7a2e1d; color: #fff; }
main { padding: 24px; max-width: 900px; }
`;

function page(body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bella's Bistro</title>
<link rel="stylesheet" href="/host.css">
</head>
<body>
<header><h1>Bella's Bistro</h1></header>
<main>
<p>Fresh pasta and wood-fired pizza since 1998. <a href="#visit">Visit us</a> or order online below.</p>
${body}
<section aria-label="What the page heard"><ol id="heard"></ol></section>
</main>
<script src="/host.js"></script>
</body>
</html>`;
}

export async function startHostSite(widgetOrigin: string): Promise<THostSite> {
  const pages = new Map<string, string>();
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${widgetOrigin}`,
    `frame-src ${widgetOrigin}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path === '/host.js' || path === '/host.css') {
      res.writeHead(200, {
        'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/css',
      });
      res.end(path.endsWith('.js') ? HOST_SCRIPT : HOST_CSS);
      return;
    }
    const at = [...pages.keys()].find((p) => path === p || path.startsWith(`${p}/`));
    const html = at ? pages.get(at) : undefined;
    if (!html) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
    });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    addPage(snippets, options = {}) {
      const at = options.at ?? `/p/${randomBytes(6).toString('hex')}`;
      pages.set(at, page(snippets.join('\n')));
      return `${origin}${at}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
