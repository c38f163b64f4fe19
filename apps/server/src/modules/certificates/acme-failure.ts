import { AcmeUnreachable } from './acme-transport';
import { CertificateFailure } from './certificate-failure';

/** An error's own words, else its code or its kind. */
export const acmeMessageOf = (error: unknown) =>
  error instanceof Error
    ? error.message || (error as { code?: string }).code || error.name
    : String(error);

/** An error from the CA's side, in words the owner can act on. */
export function acmeFailureOf(error: unknown, directoryUrl: string): Error {
  if (error instanceof CertificateFailure) return error;
  if (error instanceof AcmeUnreachable)
    return new CertificateFailure(
      `The certificate authority (${new URL(directoryUrl).host}) could not be reached: ${acmeMessageOf(error)}. Please try again later.`,
    );
  return new CertificateFailure(
    `The certificate authority refused the request: ${acmeMessageOf(error)}`,
  );
}
