import { Card, Skeleton, Stack } from '@mantine/core';
import { SKELETON_BLOCKS, SKELETON_SECTIONS } from '@oc/domain/limits';

/** Spec 2.1: while the product loads, 2 sections of 4 placeholder blocks. */
export function ProductSkeleton({ label }: { label: string }) {
  return (
    <Stack data-testid="product-skeleton" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: SKELETON_SECTIONS }, (_, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
        <Card key={section} withBorder padding="lg" data-skeleton-section>
          <Stack>
            {Array.from({ length: SKELETON_BLOCKS }, (_, block) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
              <Skeleton
                key={block}
                height={block === 0 ? 24 : 40}
                width={block === 0 ? '40%' : '100%'}
                data-skeleton-block
              />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
