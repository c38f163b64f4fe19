// The platforms an app is built for.
export const PLATFORMS = ['ios', 'android'] as const;
export type TPlatform = (typeof PLATFORMS)[number];
