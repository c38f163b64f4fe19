import sharp from 'sharp';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple branded PNG (initials on a colour) so the demo shows real image files, not blanks. */
export async function placeholderPng(text: string, colour: string, width: number, height: number) {
  const initials = text
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  const size = Math.round(Math.min(width, height) * 0.4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700"
      font-size="${size}" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const PALETTE = [
  '#C92A2A',
  '#A61E4D',
  '#862E9C',
  '#5F3DC4',
  '#364FC7',
  '#1864AB',
  '#0B7285',
  '#087F5B',
  '#2B8A3E',
  '#5C940D',
  '#E67700',
  '#D9480F',
];
export const paletteColour = (i: number) => PALETTE[i % PALETTE.length] as string;
