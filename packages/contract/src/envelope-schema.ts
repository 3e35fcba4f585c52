import { z } from 'zod';

/** Zod schema of an envelope carrying `data`, for response validation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().nullable(),
});
