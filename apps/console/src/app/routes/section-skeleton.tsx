import { Card, Skeleton, Stack } from '@mantine/core';

/**
 * Where a section is drawn once its code has downloaded: a card of about its height, so the page
 * does not jump when it arrives.
 */
export function SectionSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <Card withBorder padding="lg" radius="md" aria-busy="true" aria-label={label} role="status">
      <Stack>
        <Skeleton height={24} width="40%" />
        <Skeleton height={height - 48} />
      </Stack>
    </Card>
  );
}
