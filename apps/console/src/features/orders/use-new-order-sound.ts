import { useCallback, useEffect, useRef, useState } from 'react';
import defaultSound from '../../assets/new-order.wav';
import { useConfigs } from '../../data/configs/get-configs';

/** Whether this tab may play sound yet: browsers allow it once the owner has used the page. */
const hasUserActivation = () =>
  (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
    ?.hasBeenActive ?? false;

/**
 * The sound of a new order (docs/product/screens.md#orders): the project's custom notification
 * sound when the owner set one (Advanced settings), else the console's own chime; the chime too
 * when the custom one cannot be played (its address no longer answers).
 *
 * Browsers play no sound in a tab before the owner has clicked or typed in it: until then
 * `isBlocked` is true, and the page offers 'Turn on sound'. Any click or key on the page counts,
 * and a sound the browser still refuses puts the offer back.
 */
export function useNewOrderSound() {
  const configs = useConfigs();
  const soundUrl = useRef(defaultSound);
  soundUrl.current = configs.data?.custom_sound ?? defaultSound;
  const [isBlocked, setBlocked] = useState(() => !hasUserActivation());

  useEffect(() => {
    if (!isBlocked) return;
    const unblock = () => setBlocked(false);
    window.addEventListener('click', unblock, true);
    window.addEventListener('keydown', unblock, true);
    return () => {
      window.removeEventListener('click', unblock, true);
      window.removeEventListener('keydown', unblock, true);
    };
  }, [isBlocked]);

  const play = useCallback(() => {
    const attempt = (url: string) =>
      new Audio(url).play().catch((error: unknown) => {
        if ((error as Error | null)?.name === 'NotAllowedError') setBlocked(true);
        else if (url !== defaultSound) void attempt(defaultSound);
      });
    void attempt(soundUrl.current);
  }, []);

  return {
    isBlocked,
    play,
    /** 'Turn on sound': the click allows it, and the owner hears what a new order sounds like. */
    turnOn: () => {
      setBlocked(false);
      play();
    },
  };
}
