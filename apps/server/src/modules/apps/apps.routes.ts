import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZApp, ZBaseAction, ZBaseConstant } from '@oc/domain/apps/app.schema';
import { ZUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import {
  ZActionParams,
  ZConstantParams,
  ZSaveColorRequest,
  ZSaveConstantRequest,
} from '@oc/domain/apps/app-settings.schema';
import { ZCredentialsParams } from '@oc/domain/credentials/credentials.schema';
import { ZCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { ZProductListItem } from '@oc/domain/products/products';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { CREDENTIAL_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { encode, encodingFor } from '../../lib/encoding';
import { ok } from '../../lib/envelope';
import { invalidRequest, readForm, type TFormReader, UPLOAD_FORM } from '../../lib/multipart';
import { readCachesOf } from '../../lib/read-cache';
import { fastSerializerCompiler, fastSerializerOf } from '../../lib/response-serializer';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import * as service from './apps.service';

const TAGS = ['app settings'];
const errors = (...statuses: (400 | 403 | 404 | 413 | 415)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

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
const CREDENTIAL_FIELD_BYTES = 16 * KB;
const TOO_MANY_PARTS = ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'];

/** The app answer's writer (fast-json-stringify), for the answer kept written in the read cache. */
const writeAppAnswer = (() => {
  const write = fastSerializerOf(okEnvelope(ZApp));
  if (!write) throw new Error('the app answer has no JSON Schema writer');
  return write;
})();

/**
 * The product list and the app record (docs/product/api.md#products), and the app view's settings
 * (docs/product/app-settings.md#section-order): general info, constants, images, colours, files,
 * resources and store credentials.
 */
export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { tags: ['products'], response: { 200: okEnvelope(z.array(ZProductListItem)) } } },
    async (request) => ok(await service.listProducts(scopeOf(request))),
  );

  app.get(
    '/builder/apps/:appId',
    {
      schema: {
        tags: ['products'],
        params: ZAppIdParams,
        response: { 200: okEnvelope(ZApp), 404: ZErrorEnvelope },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { appId } = request.params;
      const encoding = encodingFor(request.headers['accept-encoding']);
      const loadJson = async () => writeAppAnswer(ok(await service.getApp(scope, app.env, appId)));
      // Kept, written and compressed as asked, until the next write to the database
      // (lib/read-cache.ts): the app screen asks for it after every change and every second while a
      // build runs, and compressing it (brotli: ~0.1 ms) would cost more than the rest of a kept
      // read. The compressed form is made from the kept JSON, read again after any write. The key
      // holds the caller's project, as the query does.
      const cache = readCachesOf(scope.db)?.apps;
      const key = `${scope.projectId}:${appId}`;
      const answer = cache
        ? await cache.read(`${key}:${encoding}`, async () =>
            encode(await cache.read(key, loadJson), encoding),
          )
        : encode(await loadJson(), encoding);
      // Bytes are sent as they are: Fastify serialises only objects, and the compression plugin
      // leaves an answer that has its Content-Encoding (or that the client would not take
      // compressed, as encodingFor found).
      reply.header('vary', 'accept-encoding');
      if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
      return reply.type('application/json; charset=utf-8').send(answer.bytes as never);
    },
  );

  app.patch(
    '/builder/apps/:appId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Update the app’s general info',
        description:
          'Any of name, package (reverse domain, com.example.app), version (dotted numbers, 1.2.3) and description, each 1–255 characters after trimming. Every problem is reported at once, with the catalogue’s messages. Answers the updated app object, as GET does. Apps only: a website is 400, another project’s product 404.',
        params: ZAppIdParams,
        body: ZUpdateAppRequest,
        response: { 200: okEnvelope(ZApp), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId } = request.params;
      return ok(await service.updateAppInfo(scopeOf(request), app.env, appId, request.body));
    },
  );

  app.patch(
    '/builder/apps/:appId/constants/:constantId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Save a constant',
        description:
          'The value with all whitespace removed (JSON only trimmed), checked against the constant’s type: string 1–255 characters, integer a whole number, decimal a number, boolean true or false, json valid JSON. business_slug takes the slug of one of the project’s businesses, or null / "none" for none. Answers the updated constant.',
        params: ZConstantParams,
        body: ZSaveConstantRequest,
        response: { 200: okEnvelope(ZBaseConstant), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId, constantId } = request.params;
      return ok(await service.saveConstant(scopeOf(request), appId, constantId, request.body));
    },
  );

  app.patch(
    '/builder/apps/:appId/actions/:actionId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Save a theme colour',
        description:
          'For an action of the colors group: {type: "colors", text_content: "#RRGGBB"}. Answers the updated action. Other groups are 400; a platform action (editable false) 403.',
        params: ZActionParams,
        body: ZSaveColorRequest,
        response: { 200: okEnvelope(ZBaseAction), ...errors(400, 403, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId, actionId } = request.params;
      return ok(await service.saveColor(scopeOf(request), appId, actionId, request.body));
    },
  );

  app.post(
    '/builder/apps/:appId/actions/:actionId/file',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload an image or a file',
        description: `multipart/form-data with one file in ${UPLOAD_FILE_FIELD}. Image actions (general_images, resources_icons, resources_notifications, Android and iOS splash): judged by content, a PNG or JPEG as the action's file_rules accept (else 415 'Only images can be accepted'), at most file_rules.max_size KB (else 413 'The maximum image size is :size:'), exactly file_rules.width x height (else 400 "Sorry, this image doesn't look like the size we wanted."). Files actions: an extension of file_rules.extension, at most file_rules.max_size KB (default 1024), else 'Invalid file. Please check the extension or size.' (413 when too large). Not editable or hidden for the app: 403. Stored as a content-addressed file; answers the action with its new public_url.`,
        params: ZActionParams,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(ZBaseAction), ...errors(400, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      // The action's own size limit is known once it is found: the service reads the form then.
      const readSourceFile: TFormReader = (fileSize, tooLarge) =>
        readForm(request, {
          ...UPLOAD_FORM,
          sendAs: `send the file as multipart/form-data in ${UPLOAD_FILE_FIELD}`,
          limits: { ...UPLOAD_FORM.limits, fileSize },
          tooLarge,
          keepFiles: 1,
          // Whatever went wrong after a second file, the answer that helps is to send one.
          unreadable: (code, filesSeen) =>
            filesSeen > 1
              ? AppError.of(400, 'ONE_FILE_AT_A_TIME')
              : code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT'
                ? undefined
                : invalidRequest('the multipart/form-data body could not be read'),
        });
      return ok(
        await service.uploadActionFile(
          scopeOf(request),
          app.storage,
          request.params,
          readSourceFile,
        ),
      );
    },
  );

  /** App keys (docs/product/credentials.md, docs/decisions/007-store-credentials.md). */
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
      // is kept flagged, with no bytes, so that the rules answer with the catalogue's message
      // together with every other problem of the request.
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
        await service.saveAppCredentials(scopeOf(request), app.secrets, request.params, form),
      );
    },
  );
};
