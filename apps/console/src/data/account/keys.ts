export const accountKeys = {
  all: ['account'] as const,
  /** The member's own sessions, as GET /api/account/sessions answers them. */
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  /** Whose password a reset link sets, as GET /api/password-resets/:token answers it. */
  reset: (token: string) => [...accountKeys.all, 'reset', token] as const,
};
