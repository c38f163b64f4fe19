import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';

/** What the server's log is told about an error, never what the client sent. */
type TWarning = { message: string; details: Record<string, unknown> };

/** An error the client caused or may see: its status and the messages it is told. */
export class AppError extends Error {
  /** Logged as a warning when the error is answered (plugins/envelope.ts). */
  warning: TWarning | undefined;

  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }

  static of(statusCode: number, key: TMessageKey, params?: Record<string, string | number>) {
    return new AppError(statusCode, [formatMessage(key, params)]);
  }

  withWarning(message: string, details: Record<string, unknown>): this {
    this.warning = { message, details };
    return this;
  }
}

export const notFound = (key: TMessageKey = 'NOT_FOUND') => AppError.of(404, key);
