import { ERROR_CODES, MESSAGES } from '@pm/contract/envelope';

/** The one error type of the server: the error handler turns it into the `{code, message, data}` envelope. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = code >= 400 && code < 600 ? code : 400,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, data: unknown = null): AppError {
    return new AppError(ERROR_CODES.badRequest, message, 400, data);
  }
  static unauthorized(message: string = MESSAGES.unauthorized): AppError {
    return new AppError(ERROR_CODES.unauthorized, message, 401);
  }
  static forbidden(message: string = MESSAGES.forbidden): AppError {
    return new AppError(ERROR_CODES.forbidden, message, 403);
  }
  /** Also the answer for another organization's data: it does not exist for the caller. */
  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError(ERROR_CODES.notFound, message, 404);
  }
  static conflict(message: string): AppError {
    return new AppError(ERROR_CODES.conflict, message, 409);
  }
  static tooManyRequests(message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number): AppError {
    return new AppError(
      ERROR_CODES.tooManyRequests,
      message,
      429,
      retryAfterSeconds ? { retryAfterSeconds } : null,
    );
  }
}
