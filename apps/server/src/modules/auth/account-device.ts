import Bowser from 'bowser';

// The User-Agent header as the member knows their device: "Chrome on Android", "Safari on iOS".
// Browsers and systems keep changing their headers, so a maintained parser (bowser) reads them
// rather than patterns of our own.

/** The browser and system of a User-Agent header; just one of them, or null, when the other is unknown. */
export function deviceSummary(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || null;
}
