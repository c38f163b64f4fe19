// The platforms an app is built for.
export const PLATFORMS = ['ios', 'android'] as const;
export type TPlatform = (typeof PLATFORMS)[number];

/** A platform as the owner reads it, in messages. */
export const PLATFORM_NAMES: Record<TPlatform, string> = { ios: 'iOS', android: 'Android' };
