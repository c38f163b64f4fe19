import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildWidget } from '../build.mjs';
import { addScript, orderWidget, shadowRoots, useHostPage, WEBSITE } from './test-page';

// The file host pages load: dist/v1.js as build.mjs makes it.

const MAX_GZIP = 8 * 1024;

useHostPage();

describe('the built loader', () => {
  it(`is at most ${MAX_GZIP} bytes gzipped and holds only the loader and the widget protocol`, async () => {
    const { bytes, inputs } = await buildWidget({ write: false });
    const gzip = gzipSync(bytes, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(MAX_GZIP);
    // No zod and nothing else of the domain: the protocol file is its only import, and the
    // zod-free colour rule the only file the protocol re-exports from.
    expect(inputs.filter((input) => !input.startsWith('src/')).sort()).toEqual([
      '../domain/src/themes/colour.rules.ts',
      '../domain/src/widgets/widget-protocol.ts',
    ]);
    expect(
      inputs.filter((input) => input.endsWith('.test.ts') || input.includes('test-page')),
    ).toEqual([]);
  });

  it('runs as a classic script: it starts the page’s widget and defines window.OrderWidget', async () => {
    const { bytes } = await buildWidget({ write: false });
    addScript({ type: 'popup', buttonText: 'Order' });
    // As a browser runs it: a script evaluated in the page's global scope.
    new Function(new TextDecoder().decode(bytes))();
    expect(typeof orderWidget().open).toBe('function');
    expect(orderWidget()._oc.widgets.map((w) => [w.id, w.origin])).toEqual([['w1', WEBSITE]]);
    expect(shadowRoots()[0]?.querySelector('button')?.textContent).toBe('Order');
  });
});
