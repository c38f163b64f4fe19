import { Stack, Switch, type SwitchProps, Text } from '@mantine/core';
import { useId } from 'react';

type TProps = Omit<SwitchProps, 'description'> & { description?: string };

/**
 * A switch whose description is its description, not part of its name. Mantine draws a switch's
 * description inside the switch's <label>, so a screen reader read 'Logo Not available for this
 * product' as its name; here the description sits beside it and is linked by aria-describedby.
 */
export function SwitchField({ description, ...props }: TProps) {
  const id = useId();
  if (!description) return <Switch {...props} />;
  return (
    <Stack gap={4}>
      <Switch {...props} aria-describedby={id} />
      <Text id={id} size="xs" c="dimmed" ps={54}>
        {description}
      </Text>
    </Stack>
  );
}
