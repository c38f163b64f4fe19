import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';

/** An error the client caused or may see: its status and the messages it is told. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }

  static of(statusCode: number, key: TMessageKey, params?: Record<string, string | number>) {
    return new AppError(statusCode, [formatMessage(key, params)]);
  }
}

export const notFound = (key: TMessageKey = 'NOT_FOUND') => AppError.of(404, key);
