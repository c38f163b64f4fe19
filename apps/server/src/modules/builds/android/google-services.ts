type TJson = Record<string, unknown>;
const objectOf = (value: unknown): TJson =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TJson) : {};
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 1000 ? value : undefined;

/**
 * The string resources the google-services Gradle plugin makes from google-services.json: the
 * client of this package (else the first), read defensively since the file is the owner's.
 * Null when the file is not such a document.
 */
export function googleServicesStrings(
  json: Buffer,
  packageName: string,
): Record<string, string> | null {
  let document: TJson;
  try {
    document = objectOf(JSON.parse(json.toString('utf8')));
  } catch {
    return null;
  }
  const project = objectOf(document.project_info);
  const clients = arrayOf(document.client).map(objectOf);
  const client =
    clients.find(
      (c) => objectOf(objectOf(c.client_info).android_client_info).package_name === packageName,
    ) ?? clients[0];
  if (!client) return null;
  const webClient = arrayOf(client.oauth_client)
    .map(objectOf)
    .find((o) => o.client_type === 3);
  const apiKey = textOf(objectOf(arrayOf(client.api_key)[0]).current_key);
  const strings: Record<string, string | undefined> = {
    google_app_id: textOf(objectOf(client.client_info).mobilesdk_app_id),
    gcm_defaultSenderId: textOf(project.project_number),
    google_api_key: apiKey,
    google_crash_reporting_api_key: apiKey,
    project_id: textOf(project.project_id),
    google_storage_bucket: textOf(project.storage_bucket),
    firebase_database_url: textOf(project.firebase_url),
    default_web_client_id: textOf(webClient?.client_id),
  };
  if (!strings.google_app_id) return null;
  return Object.fromEntries(
    Object.entries(strings).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
