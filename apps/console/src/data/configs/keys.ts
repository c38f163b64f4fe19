export const configKeys = {
  /** The project's configs (GET /api/configs): maps key, site url and the custom notification sound. */
  all: ['configs'] as const,
};
