import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import {
  ZBuild,
  ZBuildLog,
  ZBuildLogQuery,
  ZBuildParams,
  ZDownloadLink,
  ZDownloadParams,
  ZStartBuildRequest,
  ZStoreUpload,
  ZStoreUploadRequest,
} from '@oc/domain/builds/build.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { cancelBuild } from './cancel-build';
import { createDownloadLink } from './create-download-link';
import { getBuildLog } from './get-build-log';
import { sendToGooglePlay } from './send-to-google-play';
import { startBuild } from './start-build';

const TAGS = ['builds'];
const errors = (...statuses: (400 | 404 | 409 | 422 | 502)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

const START_DESCRIPTION = [
  'Starts a build of the app for one platform and mode (docs/product/builds.md): Android release or debug, iOS app-store or ad-hoc; `type` (assemble, the default, or bundle) only for Android.',
  'Everything is checked on the server: a website, a platform the app is not built for, a mode of another platform or a type for iOS is 400 with every problem at once.',
  'When required fields are missing (Android: name, description, package, version, key_alias, store_file; iOS: name, description, package, version, apple_merchant_id (not for the driver, store and kiosk apps), team_id, api_key_id, api_key_issuer_id, api_key_file; a value may come from the app, the platform’s credentials or the base constants)',
  'the answer is 422 and its `result` is the list of the missing field codes, in that order (not sentences): the console shows them in its ‘Required fields’ dialog.',
  'An Android version that Android cannot order is 400 (VERSION_NOT_FOR_ANDROID). At most one unfinished build per app and platform: another is 409, however many requests race.',
  'Answers 201 with the queued build; its status and log follow as a worker builds it.',
].join(' ');

/** Builds, their logs, downloads' links and send to store (docs/product/api.md#builds). */
export const buildRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/builder/apps/:appId/builds',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Start a build',
        description: START_DESCRIPTION,
        params: ZAppIdParams,
        body: ZStartBuildRequest,
        response: { 201: okEnvelope(ZBuild), ...errors(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      const build = await startBuild(
        scopeOf(request),
        app.workers ? () => app.workers?.wake() : null,
        request.params.appId,
        request.body,
        auditActorOf(request),
      );
      return reply.status(201).send(ok(build));
    },
  );

  app.get(
    '/builder/apps/:appId/builds/:buildId/log',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A build and its log lines',
        description:
          'The build and its log lines numbered above `after` (0: from the start), in order, at most 2000 per answer: ask again with the last number for more.',
        params: ZBuildParams,
        querystring: ZBuildLogQuery,
        response: { 200: okEnvelope(ZBuildLog), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId, buildId } = request.params;
      return ok(await getBuildLog(scopeOf(request), appId, buildId, request.query.after));
    },
  );

  app.post(
    '/builder/apps/:appId/builds/:buildId/cancel',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Cancel a build',
        description:
          'A queued build ends at once as failed with error_code BUILD_CANCELLED; a running one is told to stop and its worker ends it so (the answer shows it still running). A build that has ended is 409.',
        params: ZBuildParams,
        response: { 200: okEnvelope(ZBuild), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId, buildId } = request.params;
      return ok(await cancelBuild(scopeOf(request), appId, buildId, auditActorOf(request)));
    },
  );

  app.post(
    '/builder/apps/:appId/downloads/:platform/:mode/:extension/link',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A signed download link (QR code)',
        description:
          'An absolute address of the newest built file of that key that works without logging in for 24 hours, and only for that file. 404 when there is none.',
        params: ZDownloadParams,
        response: { 200: okEnvelope(ZDownloadLink), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      // PUBLIC_URL is where the server is reached from outside; without it, as it was reached.
      const origin = app.env.PUBLIC_URL
        ? new URL(app.env.PUBLIC_URL).origin
        : `${request.protocol}://${request.host}`;
      return ok(await createDownloadLink(scopeOf(request), app.secrets, request.params, origin));
    },
  );

  app.post(
    '/builder/apps/:appId/store/android',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send to store (Google Play)',
        description:
          'Uploads the newest Android release App Bundle (AAB) to a Google Play track (`track`: internal, the default, alpha for closed testing, beta for open testing, or production) with the Play Store credential file of App keys, as a completed release, or a draft while the app is a draft on Play (`status`). Without a release AAB 409; without the file 400; Google’s refusals are answered in words (400), Google unreachable 502.',
        params: ZAppIdParams,
        // Optional: a request without a body sends to the internal track.
        body: ZStoreUploadRequest.nullish(),
        response: { 200: okEnvelope(ZStoreUpload), ...errors(400, 404, 409, 502) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await sendToGooglePlay(
          scopeOf(request),
          app.secrets,
          app.storage,
          app.env,
          request.params.appId,
          auditActorOf(request),
          request.body?.track,
        ),
      );
    },
  );
};
