import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers';
import { siteRequest } from '../modules/website/website.test-support';

// The console is an owner's workspace, kept out of search engines; a website on the same server
// is the owner's shop window and keeps its own answer to /robots.txt.
const ctx = setupTestApp();
const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

describe('robots.txt', () => {
  it('asks every crawler to keep out of the console, as plain text', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080']) {
      const response = await ctx.t.app.inject({ url: '/robots.txt', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toMatch(/^text\/plain/);
      expect(response.body, host).toBe(DISALLOW_ALL);
    }
    const head = await ctx.t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('is the website’s own on a website’s host, not the console’s', async () => {
    const response = await siteRequest(ctx, 'demo', '/robots.txt');
    expect(response.body).not.toBe(DISALLOW_ALL);
    expect(response.body).not.toContain('Disallow: /');
  });
});
