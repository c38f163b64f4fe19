// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepLinksInFrame } from './embed-links';

let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The owner's rich text on a page at `path`, and a click on each of its links. */
function clickLinks(path: string, links: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<section class="rich-text">${links}</section>`;
  stop = keepLinksInFrame(document);
  const anchors = [...document.querySelectorAll('a')];
  // After ours (the window hears a click last), keeps the test's browser from following the link.
  const stay = (e: Event) => e.preventDefault();
  window.addEventListener('click', stay);
  for (const a of anchors)
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('click', stay);
  return anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target')]);
}

describe('links on an embed page', () => {
  it('keeps the site’s pages in the frame, and opens in a new tab what would break out', () => {
    expect(
      clickLinks(
        '/embed/',
        [
          '<a href="/businesses?page=2">All</a>',
          '<a href="/store/green-bowl#reviews">Reviews</a>',
          '<a href="/embed/checkout">Already</a>',
          '<a href="/files/ab/menu.pdf">Menu</a>',
          '<a href="https://elsewhere.example/store/x">Elsewhere</a>',
          '<a href="/checkout" target="_top">Top</a>',
          '<a href="https://elsewhere.example/" target="_parent">Parent</a>',
        ].join(''),
      ),
    ).toEqual([
      ['/embed/businesses?page=2', null],
      ['/embed/store/green-bowl#reviews', null],
      ['/embed/checkout', null],
      ['/files/ab/menu.pdf', null],
      ['https://elsewhere.example/store/x', null],
      ['/embed/checkout', '_blank'],
      ['https://elsewhere.example/', '_blank'],
    ]);
  });

  it('leaves the website’s own pages alone', () => {
    expect(clickLinks('/', '<a href="/businesses" target="_top">All</a>')).toEqual([
      ['/businesses', '_top'],
    ]);
    expect(stop).toBeNull();
  });
});
