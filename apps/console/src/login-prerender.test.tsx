import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './login-prerender';

describe('the login page drawn at build time', () => {
  const html = renderLoginPage();

  it('draws the heading, the fields and the button in English, with Mantine’s variables', () => {
    expect(html).toContain('Log in to Owner Console</h1>');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toContain('>Log in</span>');
    // The theme's variables drawn with it, so nothing changes colour or moves when React takes over.
    expect(html).toContain('--mantine-color-dimmed: #495057');
  });

  it('takes no typing that React would throw away, and names no field the live form names', () => {
    expect(html).toContain('<form inert=""');
    // Nor a language chosen in its menu, which the live page would not know of.
    expect(html).toMatch(/<select inert=""[^>]*aria-label="Language"/);
    expect(html).not.toMatch(/ (?:for|id)="mantine-/);
  });
});
