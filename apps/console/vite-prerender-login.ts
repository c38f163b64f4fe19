import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { consoleWords } from './vite-console-words';

/** The empty shell's placeholder in index.html, which the login page's form replaces. */
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
/** The console's code as Vite names it in index.html: its entry script and the modules it needs. */
const CODE = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * Asks for the console's code once the drawn form is on screen: its script and module links wait
 * in the page's <template id="console-code">, which loads nothing by itself. Started after the
 * first frame so that on a phone's network the page and its stylesheet, which draw the form, get
 * the bandwidth first; at once in a hidden tab, which draws no frames. A file, not an inline
 * script: the console's policy runs none.
 */
const BOOT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var code = document.getElementById('console-code');
    if (!code) return;
    code.content.querySelectorAll('link, script').forEach(function (source) {
      var element = document.createElement(source.localName);
      for (var i = 0; i < source.attributes.length; i += 1) {
        element.setAttribute(source.attributes[i].name, source.attributes[i].value);
      }
      document.head.appendChild(element);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start);
})();
`;

/**
 * After the build, login.html beside index.html: the same document with the login page drawn in
 * it (src/login-prerender.tsx), which the server sends for /login (console-route-preloads.ts). On
 * a phone the form then shows as soon as the page and its stylesheet arrive, not after ~250 KB
 * gzip of code has downloaded and run on its slower processor; main.tsx draws the live page over
 * it once the code is here.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'oc-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!ROOT.test(index) || !index.includes('</body>')) {
        throw new Error('index.html has no #root to draw the login page in');
      }
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [consoleWords()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLoginPage } = (await server.ssrLoadModule('/src/login-prerender.tsx')) as {
          renderLoginPage: () => string;
        };
        const boot = `assets/login-boot-${createHash('sha256').update(BOOT).digest('hex').slice(0, 8)}.js`;
        await writeFile(join(outDir, boot), BOOT);
        const code = (index.match(CODE) ?? []).join('');
        const login = index
          .replace(CODE, '')
          .replace('</head>', `  <script defer src="/${boot}"></script>\n  </head>`)
          // Mantine's light scheme, as its provider marks the page when it starts: its variables
          // (in the drawn <style>) apply from the first paint.
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          .replace(ROOT, () => `<div id="root" data-prerendered="login">${renderLoginPage()}</div>`)
          .replace('</body>', `  <template id="console-code">\n${code}    </template>\n  </body>`);
        await writeFile(join(outDir, 'login.html'), login);
      } finally {
        await server.close();
      }
    },
  };
}
