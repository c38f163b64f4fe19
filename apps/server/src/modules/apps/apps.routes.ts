import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZBaseAction, ZBaseConstant } from '@oc/domain/apps/app.schema';
import {
  ZActionParams,
  ZConstantParams,
  ZSaveColorRequest,
  ZSaveConstantRequest,
} from '@oc/domain/apps/app-settings.schema';
import { ZProductListItem } from '@oc/domain/products/products';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { invalidRequest, readForm, sourceFileOf, UPLOAD_FORM } from '../../lib/multipart';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { listProducts } from './list-products';
import { prepareActionUpload } from './prepare-action-upload';
import { saveColor } from './save-color';
import { saveConstant } from './save-constant';
import { uploadActionFile } from './upload-action-file';

const TAGS = ['app settings'];
const errors = (...statuses: (400 | 403 | 404 | 413 | 415)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

const UPLOAD_DESCRIPTION = `multipart/form-data with one file in ${UPLOAD_FILE_FIELD}. Image actions (general_images, resources_icons, resources_notifications, Android and iOS splash): judged by content, a PNG or JPEG as the action's file_rules accept (else 415 'Only images can be accepted'), at most file_rules.max_size KB (else 413 'The maximum image size is :size:'), exactly file_rules.width x height (else 400 "Sorry, this image doesn't look like the size we wanted."). Files actions: an extension of file_rules.extension, at most file_rules.max_size KB (default 1024), else 'Invalid file. Please check the extension or size.' (413 when too large). Not editable or hidden for the app: 403. Stored as a content-addressed file; answers the action with its new public_url.`;

/** The product list (docs/product/api.md#products). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { tags: ['products'], response: { 200: okEnvelope(z.array(ZProductListItem)) } } },
    async (request) => ok(await listProducts(scopeOf(request))),
  );
};

/**
 * The app view's settings (docs/product/app-settings.md#section-order): constants, colours, images
 * and files. The app object and its general info are the read layer's (reads/app-read.routes.ts),
 * the store credentials the credentials module's.
 */
export const appSettingRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return ok(await saveConstant(scopeOf(request), appId, constantId, request.body));
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
      return ok(await saveColor(scopeOf(request), appId, actionId, request.body));
    },
  );

  app.post(
    '/builder/apps/:appId/actions/:actionId/file',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload an image or a file',
        description: UPLOAD_DESCRIPTION,
        params: ZActionParams,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(ZBaseAction), ...errors(400, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      // The action's own size limit is known once it is found and checked: the form is read then,
      // so this upload takes two steps.
      const upload = await prepareActionUpload(scope, request.params);
      const form = await readForm(request, {
        ...UPLOAD_FORM,
        sendAs: `send the file as multipart/form-data in ${UPLOAD_FILE_FIELD}`,
        limits: { ...UPLOAD_FORM.limits, fileSize: upload.maxBytes },
        tooLarge: upload.tooLarge,
        keepFiles: 1,
        // Whatever went wrong after a second file, the answer that helps is to send one.
        unreadable: (code, filesSeen) =>
          filesSeen > 1
            ? AppError.of(400, 'ONE_FILE_AT_A_TIME')
            : code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT'
              ? undefined
              : invalidRequest('the multipart/form-data body could not be read'),
      });
      return ok(await uploadActionFile(scope, app.storage, upload, sourceFileOf(form)));
    },
  );
};
