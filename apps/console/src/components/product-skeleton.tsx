import { Card, Skeleton, Stack } from '@mantine/core';
import { SKELETON_BLOCKS, SKELETON_SECTIONS } from '@oc/domain/products/products';

const SECTION_KEYS = Array.from({ length: SKELETON_SECTIONS }, (_, i) => `section-${i}`);
const BLOCK_KEYS = Array.from({ length: SKELETON_BLOCKS }, (_, i) => `block-${i}`);

/**
 * While the product loads, 2 sections of 4 placeholder blocks
 * (docs/product/screens.md#product-settings-page).
 */
export function ProductSkeleton({ label }: { label: string }) {
  return (
    <Stack data-testid="product-skeleton" aria-busy="true" aria-label={label} role="status">
      {SECTION_KEYS.map((section) => (
        <Card key={section} withBorder padding="lg" data-skeleton-section>
          <Stack>
            {BLOCK_KEYS.map((block, i) => (
              <Skeleton
                key={block}
                height={i === 0 ? 24 : 40}
                width={i === 0 ? '40%' : '100%'}
                data-skeleton-block
              />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
