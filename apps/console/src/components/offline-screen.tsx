import { Button, Center, Image, Stack, Text, Title } from '@mantine/core';
import offlineUrl from '../assets/offline.svg';

type TOfflineScreenProps = {
  title: string;
  text: string;
  imageAlt: string;
  retryLabel: string;
  onRetry: () => void;
};

/**
 * Shown in place of a page when the network is gone
 * (docs/product/screens.md#product-settings-page).
 */
export function OfflineScreen({ title, text, imageAlt, retryLabel, onRetry }: TOfflineScreenProps) {
  return (
    <Center py="xl" data-testid="offline-screen">
      <Stack align="center" maw={420} ta="center">
        <Image src={offlineUrl} alt={imageAlt} w={200} />
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </Stack>
    </Center>
  );
}
