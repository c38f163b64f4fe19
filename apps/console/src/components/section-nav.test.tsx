import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { currentSection, READING_LINE, WithSectionNav } from './section-nav';

describe('the section being read', () => {
  it('is the first while no section has reached the reading line', () => {
    expect(currentSection([200, 900, 1600], READING_LINE, false)).toBe(0);
  });

  it('is the last section whose top has passed the line, however long it is', () => {
    // The second section started 1,500 px ago and fills the screen; the third is still below.
    expect(currentSection([-2100, -1500, 700], READING_LINE, false)).toBe(1);
    expect(currentSection([-2100, -1500, READING_LINE], READING_LINE, false)).toBe(2);
  });

  it('is the last once the page is scrolled to its end, even if its top never reaches the line', () => {
    expect(currentSection([-900, -300, 500], READING_LINE, true)).toBe(2);
  });

  it('is none when the page has no sections', () => {
    expect(currentSection([], READING_LINE, false)).toBe(-1);
  });
});

describe('going to a section', () => {
  function Page({ loaded }: { loaded: boolean }) {
    return (
      <WithSectionNav
        sections={[
          { id: 'first', label: 'General' },
          { id: 'build', label: 'Build Apps' },
        ]}
        label="Sections of this page"
        selectLabel="Go to section"
      >
        <div id="first">
          <h3>General</h3>
        </div>
        <div id="build">{loaded ? <h3>Build Apps</h3> : <p>Loading…</p>}</div>
      </WithSectionNav>
    );
  }

  it('puts the keyboard on its heading', async () => {
    renderWithProviders(<Page loaded />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Go to section' }), 'build');
    expect(screen.getByRole('heading', { name: 'Build Apps' })).toHaveFocus();
  });

  it('still loading, holds the keyboard in the section and hands it to the heading once it comes', async () => {
    let load = () => {};
    function Loading() {
      const [loaded, setLoaded] = useState(false);
      load = () => setLoaded(true);
      return <Page loaded={loaded} />;
    }
    renderWithProviders(<Loading />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Go to section' }), 'build');
    expect(document.getElementById('build')).toHaveFocus();
    act(() => load());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Build Apps' })).toHaveFocus());
  });
});
