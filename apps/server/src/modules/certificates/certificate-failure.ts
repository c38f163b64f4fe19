/** A certificate could not be obtained; `reason` is for the owner (no secrets, what to act on). */
export class CertificateFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CertificateFailure';
  }
}
