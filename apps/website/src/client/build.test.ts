// biome-ignore-all lint/style/noRestrictedImports: the test runs the Node build, reads its files.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const website = fileURLToPath(new URL('../..', import.meta.url));

describe('the page script build', () => {
  it('writes a manifest that names the hashed script it wrote', () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: website, stdio: 'pipe' });
    const manifest = JSON.parse(readFileSync(`${website}dist/manifest.json`, 'utf8'));
    expect(manifest.script).toMatch(/^site\.[A-Z0-9]+\.js$/);
    const script = `${website}dist/${manifest.script}`;
    expect(existsSync(script)).toBe(true);
    // The islands are in it; the domain's schemas (zod, the theme tree) the islands do not use
    // are left out.
    const code = readFileSync(script, 'utf8');
    expect(code).toContain('data-island');
    expect(code).toContain('Place order');
    expect(code).not.toContain('Please enter your name.');
    // The stylesheet beside it, every style file's rules minified: no comments, no indentation.
    expect(manifest.style).toMatch(/^site\.[0-9a-f]{16}\.css$/);
    const css = readFileSync(`${website}dist/${manifest.style}`, 'utf8');
    for (const rule of ['.site-menu', '.cart-panel', '.site-header-compact'])
      expect(css).toContain(rule);
    expect(css).not.toMatch(/\/\*|\n {2}/);
  });
});
