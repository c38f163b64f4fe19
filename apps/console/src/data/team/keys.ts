export const teamKeys = {
  all: ['team'] as const,
  /** The members and open invitations, as GET /api/team answers them. */
  team: () => [...teamKeys.all, 'members-and-invitations'] as const,
  /** An invitation as its link shows it (GET /api/invitations/:token). */
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};
