import { Box, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';

type TProps = {
  code: string;
  /** The block's name; shown above it too when `isLabelShown`. */
  label: string;
  isLabelShown?: boolean;
  /** The copy button's accessible name; it stays the same after a copy. */
  copyLabel: string;
  /** Said beside the button once it has copied. */
  copiedLabel: string;
  isCopyDisabled?: boolean;
};

/**
 * Read-only code, named for assistive technology, with a button that copies it exactly. 'Copied'
 * is said beside the button (and announced), so the button keeps its name for a second copy.
 */
export function CopyableCode({
  code,
  label,
  isLabelShown,
  copyLabel,
  copiedLabel,
  isCopyDisabled,
}: TProps) {
  const captionId = useId();
  return (
    <Stack gap={4}>
      {isLabelShown && (
        <Text id={captionId} size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Box
        component="figure"
        m={0}
        aria-label={isLabelShown ? undefined : label}
        aria-labelledby={isLabelShown ? captionId : undefined}
      >
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {code}
        </Code>
      </Box>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={
                copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              onClick={copy}
              disabled={isCopyDisabled}
            >
              {copyLabel}
            </Button>
            <Text size="sm" c="teal" role="status">
              {copied ? copiedLabel : ''}
            </Text>
          </Group>
        )}
      </CopyButton>
    </Stack>
  );
}
