import { z } from 'zod';

// The HTTP contract between console and server (docs/design.md#api). Every answer is an envelope:
// {error: false, result} on success, {error: true, result: string[]} on failure.
export const ZErrorEnvelope = z.object({ error: z.literal(true), result: z.array(z.string()) });
export function okEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ error: z.literal(false), result });
}
