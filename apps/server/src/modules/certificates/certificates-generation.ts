/**
 * Bumped whenever this process issues or ends a certificate, so that every TLS context cache of
 * the process drops what it holds at its next lookup (other processes wait out their cache time).
 */
let generation = 0;

export const certificatesGeneration = () => generation;

/** This process issued or ended a certificate: its TLS context caches start again. */
export function certificatesChanged(): void {
  generation += 1;
}
