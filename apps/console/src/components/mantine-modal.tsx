import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Modal as LazyModal (lazy-modal.tsx) downloads it, drawn closed on its first render. A
 * Modal loaded as its dialog first opens would otherwise be drawn open at once, and Mantine notes
 * the element that had focus, and plays the opening transition, only when `opened` changes:
 * closing would leave focus nowhere instead of on the button that opened it. Drawn closed first,
 * it opens as a Modal always in the page does.
 */
export function MantineModal({ opened, ...props }: ModalProps) {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Modal {...props} opened={opened && isMounted} />;
}
