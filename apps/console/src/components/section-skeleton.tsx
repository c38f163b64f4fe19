import { Card, Skeleton, Stack } from '@mantine/core';

/** A card's padding, border, title line and the gap under it: what `height` holds beside the block. */
const CARD_AROUND_BLOCK = 82;

/**
 * Where a section is drawn once its code has downloaded, or once the page's first section is on
 * screen: a card `height` px high, about the section's, so the page does not jump when it arrives.
 */
export function SectionSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Card withBorder padding="lg" radius="md" aria-busy="true" aria-label={label} role="status">
      <Stack>
        <Skeleton height={24} width="40%" />
        <Skeleton height={Math.max(height - CARD_AROUND_BLOCK, 24)} />
      </Stack>
    </Card>
  );
}
