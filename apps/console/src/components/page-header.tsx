import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';

type TPageHeaderProps = { title: string; help?: { label: string; text: string } | undefined };

export function PageHeader({ title, help }: TPageHeaderProps) {
  return (
    <Group gap="xs" mb="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {help && (
        <Tooltip
          label={help.text}
          multiline
          w={320}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon variant="subtle" aria-label={help.label} radius="xl">
            <IconHelpCircle size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
