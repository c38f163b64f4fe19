import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/menu';

type TProps = {
  ids: number[];
  /** The name of an item, for what a screen reader is told while it is dragged. */
  nameOf: (id: number) => string;
  onReorder: (ids: number[]) => void;
  children: ReactNode;
};

/**
 * A list put in order by dragging its items' handles, with a mouse, a finger, or the keyboard
 * (Space to pick up, the arrows to move, Space to drop), as dnd kit does it with its announcements
 * for screen readers. The new order is the ids, each once, as the order endpoints take them.
 */
export function SortableList({ ids, nameOf, onReorder, children }: TProps) {
  const { t } = useTranslation();
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menu.dnd.start', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('menu.dnd.over', { name: name(active.id), over: name(over.id) })
        : t('menu.dnd.away', { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('menu.dnd.end', { name: name(active.id), over: name(over.id) })
        : t('menu.dnd.dropped', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('menu.dnd.cancel', { name: name(active.id) }),
  };
  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('menu.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** An item of a SortableList: its element's ref and style, and its handle. */
export function useSortableItem(id: number, label: string) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  const handle: ReactNode = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return { ref: setNodeRef, style, handle };
}
