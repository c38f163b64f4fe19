import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZApp, ZBaseAction, ZBaseConstant } from '@oc/domain/apps/app.schema';
import { ZUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import {
  ACTION_FILE_FIELD,
  ZActionParams,
  ZConstantParams,
  ZSaveColorRequest,
  ZSaveConstantRequest,
} from '@oc/domain/apps/app-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../plugins/require-auth';
import { uploadActionFile } from './action-upload.service';
import * as service from './app-settings.service';
import { throwRequestProblems } from './request-problems';

const TAGS = ['app settings'];
const errors = (...statuses: (400 | 403 | 404 | 413 | 415)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/** The app view's settings (spec 2.7): general info, constants, images, colours, files, resources. */
export const appSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return {
        error: false as const,
        result: await service.updateAppInfo(scopeOf(request), request.params.appId, request.body),
      };
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
      return {
        error: false as const,
        result: await service.saveConstant(scopeOf(request), appId, constantId, request.body),
      };
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
      return {
        error: false as const,
        result: await service.saveColor(scopeOf(request), appId, actionId, request.body),
      };
    },
  );

  app.post(
    '/builder/apps/:appId/actions/:actionId/file',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload an image or a file',
        description: `multipart/form-data with one file in ${ACTION_FILE_FIELD}. Image actions (general_images, resources_icons, resources_notifications, Android and iOS splash): judged by content, a PNG or JPEG as the action's file_rules accept (else 415 'Only images can be accepted'), at most file_rules.max_size KB (else 413 'The maximum image size is :size:'), exactly file_rules.width x height (else 400 "Sorry, this image doesn't look like the size we wanted."). Files actions: an extension of file_rules.extension, at most file_rules.max_size KB (default 1024), else 'Invalid file. Please check the extension or size.' (413 when too large). Not editable or hidden for the app: 403. Stored as a content-addressed file; answers the action with its new public_url.`,
        params: ZActionParams,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(ZBaseAction), ...errors(400, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { appId, actionId } = request.params;
      return {
        error: false as const,
        result: await uploadActionFile(scopeOf(request), app.storage, request, appId, actionId),
      };
    },
  );
};
