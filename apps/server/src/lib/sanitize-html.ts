import { RICH_TEXT_FONTS } from '@oc/domain/themes/fonts';
import sanitize from 'sanitize-html';

// Rich text from the owner is shown to every customer of the storefront, so it is cleaned on the
// server before it is stored: only formatting tags, http(s)/mailto links, images, and videos from
// YouTube or Vimeo. No scripts, no event handlers, no javascript: URLs, no styles but the editor's
// fonts, alignment and colour.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'iframe',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'allow'],
    // The editor marks its video wrapper so it recognises the video when the content is reopened.
    div: ['data-youtube-video'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowedStyles: {
    '*': {
      'font-family': [
        new RegExp(
          `^(${RICH_TEXT_FONTS.map((f) => `'?${f}'?`).join('|')})(,\\s*[\\w\\s'-]+)*$`,
          'i',
        ),
      ],
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\d{1,3},\s*\d{1,3},\s*\d{1,3}\)$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitize(html, OPTIONS);
