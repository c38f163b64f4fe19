import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZCredentialsParams } from '@oc/domain/credentials/credentials.schema';
import { ZCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import {
  ZGeneratedKeystore,
  ZGenerateKeystoreRequest,
} from '@oc/domain/credentials/generate-keystore.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { CREDENTIAL_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { invalidRequest, readForm, type TForm } from '../../lib/multipart';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import type { TCredentialsInput } from './credentials.types';
import { deleteCredentials } from './delete-credentials';
import { generateKeystore } from './generate-keystore';
import { saveCredentials } from './save-credentials';

const CREDENTIALS_DESCRIPTION = [
  'multipart/form-data with each changed field, files as files (docs/product/api.md#store-credentials).',
  'ios: team_id, itc_team_id, api_key_id, api_key_issuer_id (text), api_key_file (.p8 or .txt: a PKCS#8 EC P-256 private key).',
  'android: key_alias, key_password, store_password (text), store_file (.jks, opened with the JDK KeyStore using the store password, alias and key password), playstore_credential_file (.json Google service account key).',
  'Text values lose all whitespace and must then hold 1–255 characters; files at most 1024 KB with an accepted extension.',
  'Every problem is answered at once (400) and then nothing is saved. Values are stored encrypted and never returned:',
  'the answer says which fields are set, file names and upload dates, and for Android the certificate’s fingerprints and validity.',
].join(' ');

/**
 * Far above any valid credential value (255 characters once spaces are removed), far below any
 * harm.
 */
const GENERATE_DESCRIPTION = [
  'Makes a new Android upload keystore on the server (PKCS12, RSA 4096, valid 10,000 days, the app name as its common name; random alias and password, the key under the store password as PKCS12 wants)',
  'and saves it as an uploaded one is saved: sealed, with its alias and both passwords, checked by the JDK; a saved Play Store credential stays.',
  'The answer holds the saved summary and, this once, the keystore (base64) with its alias and passwords for the owner to keep: they are never answered again (Cache-Control: no-store).',
  'An app that already has a keystore is refused with 409 unless the body says {"replace": true}. 404 for another project’s app, 400 for an app not built for Android, 503 if the JDK cannot run.',
].join(' ');

const CREDENTIAL_FIELD_BYTES = 16 * KB;
const TOO_MANY_PARTS = ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'];

const invalid = (details: string) => formatMessage('INVALID_REQUEST', { details });

/**
 * The form as the save takes it: each text field and each file by name, and what is wrong with the
 * form itself. A file above 1024 KB was not kept: it is given a size above the limit, so that the
 * rules answer with the catalogue's message together with every other problem of the request.
 */
function credentialsInputOf(form: TForm): TCredentialsInput {
  const read: TCredentialsInput = { texts: {}, files: {}, problems: [] };
  const seen = new Set<string>();
  for (const part of form.parts) {
    if (seen.has(part.field)) read.problems.push(invalid(`${part.field} was sent more than once`));
    seen.add(part.field);
    if (part.kind === 'file') {
      read.files[part.field] = {
        filename: part.name,
        mimetype: part.type,
        size: part.isTruncated ? CREDENTIAL_FILE_MAX_KB * KB + 1 : part.bytes.length,
        bytes: part.bytes,
      };
    } else if (part.isTruncated) {
      read.problems.push(invalid(`${part.field} is too long`));
    } else {
      read.texts[part.field] = part.value;
    }
  }
  return read;
}

/** App keys (docs/product/credentials.md, docs/decisions/007-store-credentials.md). */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/builder/apps/:appId/credentials/:platform',
    {
      schema: {
        tags: ['app settings'],
        summary: 'Save store credentials for iOS or Android',
        description: CREDENTIALS_DESCRIPTION,
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
      // The whole body is read first (bounded: 4 files of 1024 KB), so that every answer, 404 too,
      // reaches a browser that is still uploading. A file above the limit is not an error here: it
      // is kept flagged, with no bytes, so that the rules judge it with the rest.
      const form = await readForm(request, {
        sendAs: 'send the credentials as multipart/form-data',
        limits: {
          fileSize: CREDENTIAL_FILE_MAX_KB * KB,
          files: 4,
          fields: 12,
          parts: 16,
          fieldSize: CREDENTIAL_FIELD_BYTES,
        },
        tooLarge: 'truncate',
        unreadable: (code) =>
          code && TOO_MANY_PARTS.includes(code)
            ? invalidRequest('too many fields or files')
            : undefined,
      });
      return ok(
        await saveCredentials(
          scopeOf(request),
          app.secrets,
          request.params,
          credentialsInputOf(form),
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/builder/apps/:appId/credentials/android/generate-keystore',
    {
      attachValidation: true,
      schema: {
        tags: ['app settings'],
        summary: 'Generate an Android upload keystore',
        description: GENERATE_DESCRIPTION,
        params: ZAppIdParams,
        body: ZGenerateKeystoreRequest.nullish(),
        response: {
          200: okEnvelope(ZGeneratedKeystore),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      const generated = await generateKeystore(
        scopeOf(request),
        app.secrets,
        request.params.appId,
        request.body ?? {},
        auditActorOf(request),
      );
      // The one copy of the keystore and its passwords: no cache may keep it.
      return reply.header('cache-control', 'private, no-store').send(ok(generated));
    },
  );

  app.delete(
    '/builder/apps/:appId/credentials/:platform',
    {
      attachValidation: true,
      schema: {
        tags: ['app settings'],
        summary: 'Delete certificates',
        description:
          'Removes every stored credential of the platform (docs/product/builds.md#failed-builds). Deleting what is not there is not an error.',
        params: ZCredentialsParams,
        response: { 200: okEnvelope(z.null()), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId, platform } = request.params;
      return ok(await deleteCredentials(scopeOf(request), appId, platform, auditActorOf(request)));
    },
  );
};
