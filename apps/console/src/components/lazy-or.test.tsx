import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOr } from './lazy-or';

const Loaded = ({ name }: { name: string }) => <p>Loaded for {name}</p>;
const Fallback = ({ name }: { name: string }) => <p>Fallback for {name}</p>;

describe('lazyOr', () => {
  it('draws the component once its code has arrived', async () => {
    const Dialog = lazyOr(
      () => Promise.resolve(Loaded),
      Fallback,
      () => true,
    );
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Dialog name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded for Ana')).toBeInTheDocument();
    expect(screen.queryByText(/Fallback/)).toBeNull();
  });

  it('draws nothing, nor downloads, until first open; then stays drawn when closed', async () => {
    let asked = 0;
    const Dialog = lazyOr(
      () => {
        asked += 1;
        return Promise.resolve(({ name }: { name: string; open: boolean }) => (
          <p>Loaded for {name}</p>
        ));
      },
      Fallback,
      (props) => props.open,
    );
    const { rerender } = render(<Dialog name="Ana" open={false} />);
    expect(screen.queryByText(/Loaded/)).toBeNull();
    expect(asked).toBe(0);
    rerender(<Dialog name="Ana" open />);
    expect(await screen.findByText('Loaded for Ana')).toBeInTheDocument();
    rerender(<Dialog name="Bo" open={false} />);
    expect(screen.getByText('Loaded for Bo')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('draws the fallback, with the same props, when the download fails', async () => {
    let asked = 0;
    const Dialog = lazyOr(
      () => {
        asked += 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      },
      Fallback,
      () => true,
    );
    const { rerender } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Dialog name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Fallback for Ana')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Waiting</p>}>
        <Dialog name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('Fallback for Bo')).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
