import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE, THEME } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { resetViewport, setViewport } from '../../test/viewport';
import { createPreviewDrafts } from './preview-draft';
import { WithWebsitePreview } from './with-website-preview';

afterEach(() => {
  resetViewport();
});

/**
 * Whether 'Show preview' was ever in the page while the settings were drawn: in a node added and
 * still there, or in one taken out again (a removed node keeps its text).
 */
function renderWatchingForShowPreview() {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.body, { subtree: true, childList: true });
  renderWithProviders(
    <WithWebsitePreview site={SITE} theme={THEME} drafts={createPreviewDrafts()}>
      <p>The settings</p>
    </WithWebsitePreview>,
  );
  return () => {
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records.some((record) =>
      [...record.addedNodes, ...record.removedNodes].some((node) =>
        node.textContent?.includes('Show preview'),
      ),
    );
  };
}

describe('the preview beside the settings', () => {
  it('on a wide console has its place from the first draw: no Show preview first, then the pane', async () => {
    setViewport({ width: 1440 });
    const stop = renderWatchingForShowPreview();
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(stop()).toBe(false);
  });

  it('on a narrower console waits behind Show preview', async () => {
    setViewport({ width: 1000 });
    const stop = renderWatchingForShowPreview();
    expect(await screen.findByRole('button', { name: 'Show preview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(stop()).toBe(true);
  });
});
