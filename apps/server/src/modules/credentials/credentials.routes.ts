import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZCredentialsParams } from '@oc/domain/credentials/credentials.schema';
import { ZCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/require-auth';
import { saveCredentials } from './credentials.service';
import { readCredentialsForm } from './credentials-form';
import { KeystoreCheckUnavailable } from './keystore-check';

const DESCRIPTION = [
  'multipart/form-data with each changed field, files as files (spec 7).',
  'ios: team_id, itc_team_id, api_key_id, api_key_issuer_id (text), api_key_file (.p8 or .txt: a PKCS#8 EC P-256 private key).',
  'android: key_alias, key_password, store_password (text), store_file (.jks, opened with the JDK KeyStore using the store password, alias and key password), playstore_credential_file (.json Google service account key).',
  'Text values lose all whitespace and must then hold 1–255 characters; files at most 1024 KB with an accepted extension.',
  'Every problem is answered at once (400) and then nothing is saved. Values are stored encrypted and never returned:',
  'the answer says which fields are set, file names and upload dates, and for Android the certificate’s fingerprints and validity.',
].join(' ');

/** App keys (spec 2.7 item 6, 3 "Store credentials"; docs/decisions/007-store-credentials.md). */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/builder/apps/:appId/credentials/:platform',
    {
      schema: {
        tags: ['app settings'],
        summary: 'Save store credentials for iOS or Android',
        description: DESCRIPTION,
        params: ZCredentialsParams,
        consumes: ['multipart/form-data'],
        response: {
          200: okEnvelope(ZCredentialsSummary),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          415: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { appId, platform } = request.params;
      // The whole body is read first (bounded: 4 files of 1024 KB), so that every answer, 404 too,
      // reaches a browser that is still uploading.
      const form = await readCredentialsForm(request);
      try {
        return {
          error: false as const,
          result: await saveCredentials(scopeOf(request), app.secrets, appId, platform, form),
        };
      } catch (error) {
        if (!(error instanceof KeystoreCheckUnavailable)) throw error;
        // Only the reason (no such command, a timeout), never the tool's output or any input.
        request.log.warn({ reason: error.message }, 'the JDK could not check a keystore');
        throw AppError.of(503, 'KEYSTORE_CHECK_UNAVAILABLE');
      }
    },
  );
};
