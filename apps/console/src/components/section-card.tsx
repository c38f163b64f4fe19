import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children ?? <Text c="dimmed" size="sm" />}
    </Card>
  );
}
