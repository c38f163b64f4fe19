import { Box, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// A long settings page's list of its sections (the app's settings, an Advanced tab): beside the
// form where the page has room, as a sticky column; on a phone, a compact bar at the top of the
// form that stays in view. It marks the section being read and takes the owner to another one.

export type TNavSection = { id: string; label: string };

/** The console's header (app-layout.module.css), which the page scrolls under. */
const HEADER = 56;
/**
 * A section is the one being read once its top has passed this line: under the header and the
 * phone's section bar, just below where a section the list takes the owner to stops.
 */
export const READING_LINE = HEADER + 72;
/** The form's width from which the list stands beside it rather than above it. */
const COLUMN_FROM = 480;
const COLUMN_WIDTH = 170;

/**
 * The section being read, from the tops of the sections (in page order, px from the top of the
 * screen): the last one whose top has reached the reading line; the first while none has; the last
 * once the page is scrolled to its end (a short last section may never reach the line).
 */
export function currentSection(tops: readonly number[], line: number, isAtEnd: boolean): number {
  if (tops.length === 0) return -1;
  if (isAtEnd) return tops.length - 1;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/** Whether the page is scrolled as far down as it goes. */
function isScrolledToEnd() {
  const root = document.documentElement;
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
}

/** Shown: a hidden tab's or a filtered-out section has no box. */
const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The key of the element being read among those `elements()` returns (in page order), followed as
 * the page scrolls or changes size; null while there is none.
 */
export function useCurrentSection(
  elements: () => HTMLElement[],
  keyOf: (element: HTMLElement) => string | null,
): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const read = useRef({ elements, keyOf });
  read.current = { elements, keyOf };
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const shown = read.current.elements().filter(isShown);
      const index = currentSection(
        shown.map((element) => element.getBoundingClientRect().top),
        READING_LINE,
        isScrolledToEnd(),
      );
      setCurrent(index < 0 ? null : read.current.keyOf(shown[index] as HTMLElement));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // First read on the next frame, not as the page is put on screen: reading where the sections
    // are lays the whole page out there and then, ahead of the browser's own layout for its paint.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Sections appear, grow and hide (a section still downloading, a search): read again.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);
  return current;
}

/** How many phone bars are on the page (a page's tabs may each have one, kept mounted). */
let barsShown = 0;

/**
 * While a phone's bar is shown, a field the keyboard reaches stops below the header and the bar
 * rather than under them.
 */
function useScrollPaddingUnderBar(isBar: boolean) {
  useEffect(() => {
    if (!isBar) return;
    barsShown += 1;
    document.documentElement.style.scrollPaddingTop = `${READING_LINE}px`;
    return () => {
      barsShown -= 1;
      if (barsShown === 0) document.documentElement.style.removeProperty('scroll-padding-top');
    };
  }, [isBar]);
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

function scrollToSection(section: HTMLElement) {
  // Stops just under the header and the phone's bar, whatever the page's scroll padding.
  window.scrollTo({
    top: section.getBoundingClientRect().top + window.scrollY - (READING_LINE - 8),
  });
}

function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** How long a section still loading its code is waited for before the owner is left in it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Scrolls the section into view and puts the keyboard on its heading. A section whose code is
 * still on its way (Build Apps loads after the page) holds the keyboard itself until its heading
 * comes, then hands it on, and is scrolled to again: the sections above it may have grown.
 */
function goTo(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  scrollToSection(section);
  const heading = section.querySelector<HTMLElement>(HEADINGS);
  if (heading) {
    focusQuietly(heading);
    return;
  }
  focusQuietly(section);
  const observer = new MutationObserver(() => {
    const arrived = section.querySelector<HTMLElement>(HEADINGS);
    if (!arrived) return;
    observer.disconnect();
    // The owner went on elsewhere meanwhile: their place is theirs.
    if (document.activeElement !== section) return;
    scrollToSection(section);
    focusQuietly(arrived);
  });
  observer.observe(section, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}

type TProps = {
  /** The page's sections in order, as drawn (an id on each section's outer element). */
  sections: readonly TNavSection[];
  /** The list's accessible name ('Sections of this page'). */
  label: string;
  /** The phone's list's accessible name ('Go to section'). */
  selectLabel: string;
  /** The page's sections. */
  children: ReactNode;
};

/**
 * The sections' list beside (or above) the page's sections. The sections keep their place in the
 * tree whatever the list does, so nothing typed is lost when the room changes.
 */
export function WithSectionNav({ sections, label, selectLabel, children }: TProps) {
  const room = useElementSize();
  const isColumn = room.width >= COLUMN_FROM;
  // Measured once drawn: a hidden tab's list has no room and no bar.
  useScrollPaddingUnderBar(room.width > 0 && !isColumn && sections.length > 0);
  const ids = sections.map((section) => section.id).join(' ');
  const elements = useCallback(
    () =>
      ids
        .split(' ')
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null),
    [ids],
  );
  const read = useCurrentSection(elements, (element) => element.id);
  // The section just chosen stays marked until the owner scrolls on: one near the end of the page
  // may never reach the reading line.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return;
    const release = () => setChosen(null);
    const events = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    // Added after the click that chose it has finished.
    const timer = setTimeout(() => {
      for (const event of events) window.addEventListener(event, release, { once: true });
    });
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, release);
    };
  }, [chosen]);
  const current = chosen && ids.split(' ').includes(chosen) ? chosen : read;
  const choose = (id: string) => {
    setChosen(id);
    goTo(id);
  };

  const list = (
    <Stack gap={2}>
      {sections.map((section) => (
        <NavLink
          key={section.id}
          component="button"
          type="button"
          label={section.label}
          active={section.id === current}
          aria-current={section.id === current ? 'location' : undefined}
          onClick={() => choose(section.id)}
          py={6}
        />
      ))}
    </Stack>
  );
  const bar = (
    <NativeSelect
      aria-label={selectLabel}
      value={current ?? sections[0]?.id ?? ''}
      onChange={(event) => choose(event.currentTarget.value)}
      data={sections.map((section) => ({ value: section.id, label: section.label }))}
    />
  );

  return (
    <Box
      ref={room.ref}
      display="flex"
      style={{ flexDirection: isColumn ? 'row' : 'column', alignItems: 'stretch', gap: 16 }}
    >
      {sections.length > 0 && (
        <Box
          component="nav"
          aria-label={label}
          pos="sticky"
          top={isColumn ? HEADER + 16 : HEADER}
          w={isColumn ? COLUMN_WIDTH : undefined}
          py={isColumn ? 0 : 'xs'}
          bg="var(--mantine-color-body)"
          style={{
            zIndex: 3,
            flexShrink: 0,
            alignSelf: 'flex-start',
            width: isColumn ? COLUMN_WIDTH : '100%',
            maxHeight: isColumn ? `calc(100vh - ${HEADER + 32}px)` : undefined,
            overflowY: isColumn ? 'auto' : undefined,
          }}
        >
          {isColumn ? (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} aria-hidden>
                {label}
              </Text>
              {list}
            </>
          ) : (
            bar
          )}
        </Box>
      )}
      <Box flex={1} miw={0}>
        {children}
      </Box>
    </Box>
  );
}
