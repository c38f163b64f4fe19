import { z } from 'zod';
import { PLATFORMS } from '../apps/platforms';

export const BUILD_STATUSES = [
  'pending',
  'queued',
  'building',
  'finishing',
  'successful',
  'failed',
  'error_request',
] as const;
export const BUILD_MODES = ['release', 'debug', 'app-store', 'ad-hoc'] as const;

export const ZBuild = z.object({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  status: z.enum(BUILD_STATUSES),
  app_version: z.string(),
  mode: z.enum(BUILD_MODES),
  job_id: z.string().nullable(),
  updated_at: z.string(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
});

export const ZBuiltApp = z.object({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  mode: z.enum(BUILD_MODES),
  kind: z.enum(['assemble', 'bundle']),
  extension: z.enum(['apk', 'aab', 'ipa', 'zip']),
  url: z.string(),
  created_at: z.string(),
});
