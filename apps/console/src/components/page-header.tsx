import { ActionIcon, Group, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import type { THelpTooltipProps } from './help-tooltip';

// Downloaded when first wanted (help-tooltip.tsx); the help text is the button's description from
// the start, so a screen reader has it before and without the tooltip.
const HelpTooltip = lazy<ComponentType<THelpTooltipProps>>(() =>
  import('./help-tooltip').then(
    (m) => ({ default: m.HelpTooltip }),
    // Not downloaded: the button keeps its description; nothing to draw.
    () => ({ default: () => null }),
  ),
);

type TPageHeaderProps = { title: string; help?: { label: string; text: string } | undefined };

export function PageHeader({ title, help }: TPageHeaderProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const [isOpen, setIsOpen] = useState(false);
  // Once shown, the tooltip stays mounted (closed), so it is not downloaded or set up again.
  const [isWanted, setIsWanted] = useState(false);
  const show = () => {
    setIsWanted(true);
    setIsOpen(true);
  };
  const hide = () => setIsOpen(false);
  return (
    <Group gap="xs" mb="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {help && (
        <>
          <ActionIcon
            ref={buttonRef}
            variant="subtle"
            aria-label={help.label}
            aria-describedby={textId}
            radius="xl"
            // Shown as Mantine's Tooltip shows it on hover, focus and touch; a tap or a click on
            // the button, which does nothing else, shows it too.
            onPointerEnter={show}
            onPointerLeave={hide}
            onFocus={show}
            onBlur={hide}
            onClick={show}
            onKeyDown={(event) => {
              if (event.key === 'Escape') hide();
            }}
          >
            <IconHelpCircle size={20} />
          </ActionIcon>
          <span id={textId} hidden>
            {help.text}
          </span>
          {isWanted && (
            <Suspense fallback={null}>
              <HelpTooltip target={buttonRef} opened={isOpen} label={help.text} />
            </Suspense>
          )}
        </>
      )}
    </Group>
  );
}
