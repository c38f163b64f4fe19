/** A certificate as the owner and the job see it (never its key). */
export type TCertificateSummary = { id: number; issuer: string; notBefore: Date; notAfter: Date };

/** What the CA's revocation list says of a certificate (revocation.ts). */
export type TRevocation =
  | { status: 'good' }
  | { status: 'revoked'; revokedAt?: Date; reason?: string }
  | { status: 'unknown'; reason: string };
