import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectPreview } from './preview-channel';

const ORIGIN = 'http://demo.localhost:8080';

/** A window we control in place of the frame's: it records what the console posts to it. */
function fakeFrame() {
  const posted: { message: unknown; origin: string }[] = [];
  return {
    posted,
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
}

function say(data: unknown, { origin = ORIGIN, source }: { origin?: string; source: unknown }) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
  );
}

let disconnect = () => {};
afterEach(() => disconnect());

function connect(frame: ReturnType<typeof fakeFrame>, message: () => unknown = () => 'values') {
  const channel = connectPreview(window, { origin: ORIGIN, target: () => frame, message });
  disconnect = channel.disconnect;
  return channel;
}

describe('the preview channel', () => {
  it('answers the frame’s ready message at once, to the frame’s origin only', () => {
    const frame = fakeFrame();
    connect(frame);
    say({ type: 'oc-preview-ready' }, { source: frame });
    expect(frame.posted).toEqual([{ message: 'values', origin: ORIGIN }]);
  });

  it('ignores a ready message from another origin, another window or of another type', () => {
    const frame = fakeFrame();
    connect(frame);
    say({ type: 'oc-preview-ready' }, { origin: 'http://evil.localhost:8080', source: frame });
    say({ type: 'oc-preview-ready' }, { source: fakeFrame() });
    say({ type: 'oc-preview-ready' }, { source: null });
    say({ type: 'something-else' }, { source: frame });
    say('oc-preview-ready', { source: frame });
    expect(frame.posted).toEqual([]);
  });

  it('sends the latest values once typing settles, once for a burst of changes', () => {
    vi.useFakeTimers();
    const frame = fakeFrame();
    let value = 0;
    const channel = connect(frame, () => value);
    for (value = 1; value <= 3; value++) channel.changed();
    vi.advanceTimersByTime(249);
    expect(frame.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(frame.posted).toEqual([{ message: 4, origin: ORIGIN }]);
  });

  it('stops listening and sending once disconnected', () => {
    vi.useFakeTimers();
    const frame = fakeFrame();
    const channel = connect(frame);
    channel.changed();
    channel.disconnect();
    vi.runAllTimers();
    say({ type: 'oc-preview-ready' }, { source: frame });
    expect(frame.posted).toEqual([]);
  });
});
