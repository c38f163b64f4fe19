import { SimpleGrid } from '@mantine/core';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { ActionImageField } from './action-image-field';

type TProps = { appId: number; actions: readonly TBaseAction[]; onError: (m: string[]) => void };

export function ActionImagesGrid({ appId, actions, onError }: TProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {actions.map((action) => (
        <ActionImageField key={action.id} appId={appId} action={action} onError={onError} />
      ))}
    </SimpleGrid>
  );
}
