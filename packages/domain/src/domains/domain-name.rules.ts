import { z } from 'zod';
import { fail, resultOf, type TRuleError, type TRuleResult } from '../messages/rule-result';

/**
 * Spec 5: dot-separated alphanumeric labels (hyphens inside a label, not at its ends) ending in a
 * top-level domain of 2 or more letters; no protocol, slash or trailing dot. Labels are at most 63
 * characters and the whole name at most 253 (RFC 1035).
 */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const isValidDomain = (domain: string) => DOMAIN_PATTERN.test(domain);

export type TCustomDomainForm = {
  domain: string;
  /** The owner ticked "use my own Google Maps key" and typed it. */
  useOwnMapsKey: boolean;
  mapsKey: string;
};

/** Spec 5 "Custom domain save": every problem, listed together for the 'Ordering' alert. */
export function validateCustomDomain(
  form: TCustomDomainForm,
  configuredMapsKey: string | null,
): TRuleResult {
  const errors: TRuleError[] = [];
  const hasMapsKey =
    Boolean(configuredMapsKey?.trim()) || (form.useOwnMapsKey && form.mapsKey.trim() !== '');
  if (!hasMapsKey)
    errors.push({
      key: 'THE_ATTRIBUTE_FIELD_IS_REQUIRED',
      params: { attribute: 'Google Maps API key' },
    });
  const domain = form.domain.trim();
  if (!domain)
    errors.push({ key: 'THE_ATTRIBUTE_FIELD_IS_REQUIRED', params: { attribute: 'domain' } });
  else if (!isValidDomain(domain)) errors.push({ key: 'THE_DOMAIN_IS_NOT_VALID' });
  return errors.length ? fail(...errors) : resultOf([]);
}

export const ZCustomDomainRequest = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidDomain, { message: 'The domain is not valid' }),
  google_maps_api_key: z.string().trim().max(255).optional(),
});
export type TCustomDomainRequest = z.infer<typeof ZCustomDomainRequest>;
