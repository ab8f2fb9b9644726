import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal with the status and the human `message` the client shows as is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra fields for the JSON body, such as `retryAfter`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The error body of every non-2xx API response. */
export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, ...extra };
}
