import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting, links, images and fonts', () => {
    const html =
      '<h2>Hi</h2><p style="text-align: center"><strong>Bold</strong> <a href="https://x.com" target="_blank">x</a></p>' +
      '<p><span style="font-family: Comic Sans MS">fun</span></p><img src="https://cdn.x.com/a.png" alt="A">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('href="https://x.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('font-family:Comic Sans MS');
    expect(clean).toContain('<img src="https://cdn.x.com/a.png" alt="A" />');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>' +
        '<img src="x" onerror="alert(1)"><svg><script>alert(2)</script></svg><a href="JaVaScRiPt:alert(3)">c</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|alert/i);
    expect(clean).toContain('<p>a</p>');
  });

  it('keeps the editor’s video wrapper so the video survives a reopen', () => {
    const html =
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe></div>';
    expect(sanitizeRichText(html)).toBe(
      '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe></div>',
    );
  });

  it('keeps YouTube and Vimeo videos only', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'youtube.com/embed/abc',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example/x"></iframe>')).not.toContain(
      'evil',
    );
  });

  it('drops styles other than fonts, alignment and colour', () => {
    const clean = sanitizeRichText(
      '<p style="position: fixed; background: url(javascript:x); color: #f00">x</p>',
    );
    expect(clean).toBe('<p style="color:#f00">x</p>');
  });
});
