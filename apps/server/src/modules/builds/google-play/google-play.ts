import { apiFailure, type TStep } from './play-api-failure';
import { PlayError } from './play-error';
import { exchange } from './play-exchange';
import { serviceAccountToken } from './play-token';

// 'Store (Add keys and files)': the release build goes to Google Play with the owner's service
// account key, through the Google Play Developer API (androidpublisher v3). One upload is one
// "edit": open it, upload the App Bundle into it, put that version code on the track, commit.
// Nothing is visible on Play until the commit, and an edit left open (after a failure) expires on
// its own, so a failure halfway needs no clean-up.

export type TPlayEndpoints = {
  /** The API's base address; Google's is https://androidpublisher.googleapis.com. */
  apiUrl: string;
  /**
   * Where the service account's token is asked for. Ours, never the `token_uri` written in the
   * owner's JSON: that file is the owner's, and following it would let an owner make our server
   * post a signed assertion (and wait for an answer) at any address they like.
   */
  tokenUrl: string;
};

/** Google's own addresses; the tests and journeys give the fake's instead. */
export const GOOGLE_PLAY_ENDPOINTS: TPlayEndpoints = {
  apiUrl: 'https://androidpublisher.googleapis.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
};

const CALL_TIMEOUT_MS = 30_000;
/** An App Bundle of a WebView app is a few MB; a slow link still moves that in five minutes. */
const UPLOAD_TIMEOUT_MS = 300_000;

/** A release of an app still in draft on Play may only be a draft (Google's words, matched). */
const DRAFT_APP_ONLY = /only releases with status draft may be created on draft app/i;

/** What Google Play took: the edit committed, the version code, the track and release status. */
export type TPublished = {
  editId: string;
  versionCode: number;
  track: string;
  /**
   * completed: released to the track's testers or users. draft: the app itself has never been
   * published, so Play keeps the release as a draft for the owner to roll out in Play Console.
   */
  status: 'completed' | 'draft';
};

type TPublishInput = {
  serviceAccountJson: Buffer;
  packageName: string;
  artifact: { bytes: Buffer; extension: 'apk' | 'aab' };
  track: string;
  versionCode?: number;
};

/**
 * Publishes one build: an OAuth token from the service account (JWT bearer grant, RS256, scope
 * androidpublisher), then the edits flow: edits.insert, bundles.upload (or apks.upload, which Play
 * takes only of apps older than App Bundles), tracks.update (one completed release of this version
 * code), edits.commit. An app never published on Play takes only draft releases, and says so when
 * the edit is committed: then the same flow runs again in a new edit with a draft release.
 * Every failure is a PlayError in words; the private key never appears in one, nor in a log.
 * `versionCode`, when given, is the build's own, for the message when Google refuses it as used
 * without saying which (an APK's refusal does not).
 */
export async function publishToGooglePlay(
  input: TPublishInput,
  endpoints: TPlayEndpoints,
  signal?: AbortSignal,
): Promise<TPublished> {
  const token = await serviceAccountToken(input.serviceAccountJson, endpoints.tokenUrl, signal);
  const once = (status: TPublished['status']) =>
    publishInEdit(input, endpoints, token, status, signal);
  try {
    return await once('completed');
  } catch (error) {
    if (!(error instanceof DraftAppOnly)) throw error;
  }
  return once('draft');
}

/** Play refused a completed release because the app is still a draft: try again as a draft. */
class DraftAppOnly extends Error {}

/** One edit: opened, the file uploaded, the release put on the track, committed. */
async function publishInEdit(
  input: TPublishInput,
  endpoints: TPlayEndpoints,
  token: string,
  status: TPublished['status'],
  signal: AbortSignal | undefined,
): Promise<TPublished> {
  const api = endpoints.apiUrl.replace(/\/+$/, '');
  const app = `applications/${encodeURIComponent(input.packageName)}`;
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const json = { ...auth, 'content-type': 'application/json' };

  const call = async (
    step: TStep,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | Buffer },
    timeoutMs = CALL_TIMEOUT_MS,
  ) => {
    const answer = await exchange(url, init, timeoutMs, signal);
    if (answer.status < 200 || answer.status >= 300) {
      if (
        status === 'completed' &&
        answer.status === 400 &&
        DRAFT_APP_ONLY.test(JSON.stringify(answer.body))
      )
        throw new DraftAppOnly();
      throw apiFailure(answer, step, input.packageName, input.versionCode);
    }
    return (answer.body ?? {}) as Record<string, unknown>;
  };

  const edit = await call('insert', `${api}/androidpublisher/v3/${app}/edits`, {
    method: 'POST',
    headers: json,
    body: '{}',
  });
  if (typeof edit.id !== 'string' || !edit.id)
    throw new PlayError('PLAY_UNAVAILABLE', { reason: 'Google Play opened no edit' }, 502);
  const editPath = `${app}/edits/${encodeURIComponent(edit.id)}`;

  const kind = input.artifact.extension === 'apk' ? 'apks' : 'bundles';
  const uploaded = await call(
    'upload',
    `${api}/upload/androidpublisher/v3/${editPath}/${kind}?uploadType=media`,
    {
      method: 'POST',
      headers: {
        ...auth,
        'content-type':
          input.artifact.extension === 'apk'
            ? 'application/vnd.android.package-archive'
            : 'application/octet-stream',
      },
      body: input.artifact.bytes,
    },
    UPLOAD_TIMEOUT_MS,
  );
  const versionCode = Number(uploaded.versionCode);
  if (!Number.isInteger(versionCode) || versionCode <= 0)
    throw new PlayError('PLAY_UNAVAILABLE', { reason: 'Google Play read no version code' }, 502);

  // The Play API writes int64 values as strings, versionCodes among them.
  await call(
    'track',
    `${api}/androidpublisher/v3/${editPath}/tracks/${encodeURIComponent(input.track)}`,
    {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        track: input.track,
        releases: [{ versionCodes: [String(versionCode)], status }],
      }),
    },
  );
  await call('commit', `${api}/androidpublisher/v3/${editPath}:commit`, {
    method: 'POST',
    headers: json,
  });
  return { editId: edit.id, versionCode, track: input.track, status };
}
