import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/menu';

type TProps = { index: number; count: number; name: string; onMove: (to: number) => void };

/** Move up and Move down: the keyboard's way (and a touch screen's) to put a list in order. */
export function MoveButtons({ index, count, name, onMove }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={t('menu.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('menu.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}

/** The ids in their new order: the one at `from` taken out and put at `to`. */
export function movedIds(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
