import type { TRequestDomainRequest } from '@oc/domain/domains/custom-domain.schema';
import { cleanDomain, isValidDomain } from '@oc/domain/domains/domain-name.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import { z } from 'zod';

export type TDomainForm = { domain: string; useOwnKey: boolean; mapsKey: string };

export const EMPTY_DOMAIN_FORM: TDomainForm = { domain: '', useOwnKey: false, mapsKey: '' };

type TRules = {
  /** The project's configs already hold a Google Maps API key. */
  hasConfiguredKey: boolean;
  /** The words that replace :attribute in 'The :attribute field is required.'. */
  attributes: { domain: string; mapsKey: string };
};

/** The key is asked for when the project has none, or when the owner chose to type their own. */
export const needsMapsKey = (values: Pick<TDomainForm, 'useOwnKey'>, hasConfiguredKey: boolean) =>
  !hasConfiguredKey || values.useOwnKey;

/**
 * docs/product/validation.md#custom-domain, with the catalogue's words, so the dialog refuses what
 * the server would refuse and says it the same way. Every problem is reported at once: the dialog
 * lists them together in the 'Ordering' alert.
 */
export function domainFormSchema({ hasConfiguredKey, attributes }: TRules) {
  return z
    .object({ domain: z.string(), useOwnKey: z.boolean(), mapsKey: z.string() })
    .superRefine((values, ctx) => {
      const domain = cleanDomain(values.domain);
      if (!domain)
        ctx.addIssue({
          code: 'custom',
          path: ['domain'],
          message: formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', {
            attribute: attributes.domain,
          }),
        });
      else if (!isValidDomain(domain))
        ctx.addIssue({
          code: 'custom',
          path: ['domain'],
          message: formatMessage('THE_DOMAIN_IS_NOT_VALID'),
        });
      if (needsMapsKey(values, hasConfiguredKey) && !values.mapsKey.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['mapsKey'],
          message: formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', {
            attribute: attributes.mapsKey,
          }),
        });
    });
}

/**
 * What is sent: the domain cleaned of a pasted address and in lower case (it is stored that way),
 * and the key only when the owner typed one; otherwise the project's configured key stays in use.
 */
export function requestBodyOf(
  values: TDomainForm,
  hasConfiguredKey: boolean,
): TRequestDomainRequest {
  const domain = cleanDomain(values.domain);
  return needsMapsKey(values, hasConfiguredKey)
    ? { domain, google_maps_api_key: values.mapsKey.trim() }
    : { domain };
}

/**
 * Where the owner's CNAME record must point: the site's own platform host name, taken from its
 * default address (http://demo.localhost:8080 → demo.localhost). The franchise website's default
 * address already carries its variant (demo-franchise.…), so it needs no case of its own.
 */
export function cnameTargetOf(defaultUrl: string): string {
  return new URL(defaultUrl).hostname;
}
