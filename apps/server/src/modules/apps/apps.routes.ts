import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZBaseAction, ZBaseConstant } from '@oc/domain/apps/app.schema';
import {
  ZActionParams,
  ZConstantParams,
  ZSaveColorRequest,
  ZSaveConstantRequest,
} from '@oc/domain/apps/app-settings.schema';
import { GENERATE_FORM_FIELDS } from '@oc/domain/apps/image-generation';
import { ZProductListItem } from '@oc/domain/products/products';
import { UPLOAD_FILE_FIELD } from '@oc/domain/uploads/upload.rules';
import { DEFAULT_IMAGE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import {
  fieldsOf,
  filesOf,
  invalidRequest,
  isEmptyInput,
  readForm,
  sourceFileOf,
  UPLOAD_FORM,
} from '../../lib/multipart';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { generateAppImages, type TGenerateImagesRequest } from './generate-app-images';
import { listProducts } from './list-products';
import { prepareActionUpload } from './prepare-action-upload';
import { saveColor } from './save-color';
import { saveConstant } from './save-constant';
import { uploadActionFile } from './upload-action-file';

const TAGS = ['app settings'];
const errors = (...statuses: (400 | 403 | 404 | 413 | 415)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

const UPLOAD_DESCRIPTION = `multipart/form-data with one file in ${UPLOAD_FILE_FIELD}. Image actions (general_images, resources_icons, resources_notifications, Android and iOS splash): judged by content, a PNG or JPEG as the action's file_rules accept (else 415 'Only images can be accepted'), at most file_rules.max_size KB (else 413 'The maximum image size is :size:'), exactly file_rules.width x height (else 400 "Sorry, this image doesn't look like the size we wanted." then 'This image is 800 × 600; this slot needs 1024 × 500.'). An optional crop field (JSON {x, y, width, height} in the image's pixels, as the crop dialog reports it) cuts that area out and scales it to the action's exact size before the checks; outside the image is 400. Files actions: an extension of file_rules.extension, at most file_rules.max_size KB (default 1024), else 'Invalid file. Please check the extension or size.' (413 when too large). Not editable or hidden for the app: 403. Stored as a content-addressed file; answers the action with its new public_url.`;

const GENERATE_DESCRIPTION = `multipart/form-data: ${GENERATE_FORM_FIELDS.icon} (required: a PNG or JPEG of exactly 1024 × 1024, else 400 naming both sizes; not an image: 415), ${GENERATE_FORM_FIELDS.logo} (optional: a PNG or JPEG of any shape for the splash screens; the icon when left out), ${GENERATE_FORM_FIELDS.backgroundColor} (optional #RRGGBB; the app's saved background colour when left out). Each file at most ${DEFAULT_IMAGE_MAX_KB} KB (else 413). Draws every resource image the owner may change that has an exact size: icons (the icon, transparency kept), adaptive icon foregrounds (the icon in the middle 72 dp of 108 dp, transparent around) and backgrounds (the colour), notification icons (a white silhouette of the icon's opaque parts with 2 dp of padding) and splash screens (the logo centred on the colour, 40% of the shorter side). Each passes the checks of an upload of its slot and is stored the same way; nothing is written unless all pass. A chosen colour other than the saved one is saved as the app's background colour. Answers the actions changed.`;

/**
 * The icon, logo and colour of 'Make from one icon', as the operation takes them: each file field
 * at most once, the icon required.
 */
function generateRequestOf(form: Awaited<ReturnType<typeof readForm>>): TGenerateImagesRequest {
  const files = filesOf(form).filter((file) => !isEmptyInput(file));
  const named = (field: string) => files.filter((file) => file.field === field);
  if (
    files.some(
      (f) => f.field !== GENERATE_FORM_FIELDS.icon && f.field !== GENERATE_FORM_FIELDS.logo,
    )
  )
    throw invalidRequest(
      `send the icon in ${GENERATE_FORM_FIELDS.icon} and the logo in ${GENERATE_FORM_FIELDS.logo}`,
    );
  const [icon, ...moreIcons] = named(GENERATE_FORM_FIELDS.icon);
  const [logo, ...moreLogos] = named(GENERATE_FORM_FIELDS.logo);
  if (moreIcons.length > 0 || moreLogos.length > 0) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  if (!icon) throw AppError.of(400, 'CHOOSE_THE_ICON_TO_MAKE_THE_IMAGES_FROM');
  return {
    icon: icon.bytes,
    logo: logo ? logo.bytes : null,
    backgroundColor: fieldsOf(form)[GENERATE_FORM_FIELDS.backgroundColor],
  };
}

/** The product list (docs/product/api.md#products). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { tags: ['products'], response: { 200: okEnvelope(z.array(ZProductListItem)) } } },
    async (request) => ok(await listProducts(scopeOf(request), app.env)),
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
      return ok(
        await saveConstant(
          scopeOf(request),
          appId,
          constantId,
          request.body,
          auditActorOf(request),
        ),
      );
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
      return ok(
        await saveColor(scopeOf(request), appId, actionId, request.body, auditActorOf(request)),
      );
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
      const { crop } = fieldsOf(form);
      return ok(
        await uploadActionFile(
          scope,
          app.storage,
          upload,
          sourceFileOf(form),
          auditActorOf(request),
          crop,
        ),
      );
    },
  );

  app.post(
    '/builder/apps/:appId/resources/generate',
    {
      schema: {
        tags: TAGS,
        summary: 'Make every icon and splash screen from one icon',
        description: GENERATE_DESCRIPTION,
        params: ZAppIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(z.array(ZBaseAction)), ...errors(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const form = await readForm(request, {
        ...UPLOAD_FORM,
        sendAs: `send the icon as multipart/form-data in ${GENERATE_FORM_FIELDS.icon}`,
        limits: { ...UPLOAD_FORM.limits, fileSize: DEFAULT_IMAGE_MAX_KB * KB },
        tooLarge: () =>
          AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', {
            size: `${DEFAULT_IMAGE_MAX_KB} KB`,
          }),
        // An icon and a logo; more is a form this route does not read.
        keepFiles: 2,
      });
      const body = generateRequestOf(form);
      return ok(
        await generateAppImages(
          scope,
          app.storage,
          request.params.appId,
          body,
          auditActorOf(request),
        ),
      );
    },
  );
};
