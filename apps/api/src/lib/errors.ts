export interface FieldError {
  field: string;
  /** A message key (translated by the error handler) or a ready message. */
  message: string;
  params?: Record<string, string | number>;
  /** The field as the caller's document names it (an import column's heading), in both languages. */
  label?: { vi: string; en: string };
  /** An import's sheet row. */
  row?: number;
  /** The shipment an error is about, and the rule it breaks. */
  code?: string;
  trackingNumber?: string;
  rule?: string;
  /** The piece an error is about (a departure refused for a piece not scanned in). */
  pieceId?: string;
}

/** The one typed error of the API; the error handler maps it to `{code, message, errors}`. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    public readonly messageKey: string,
    public readonly params?: Record<string, string | number>,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key = 'error.notFound') => new AppError('NOT_FOUND', 404, key);
export const forbidden = () => new AppError('FORBIDDEN', 403, 'error.forbidden');
export const unauthorized = (key = 'error.unauthorized') => new AppError('UNAUTHORIZED', 401, key);
export const badRequest = (key: string, errors?: FieldError[], params?: Record<string, string | number>) =>
  new AppError('VALIDATION_ERROR', 400, key, params, errors);
export const fieldError = (field: string, message: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_ERROR', 400, 'error.validation', undefined, [{ field, message, params }]);
export const conflict = (key: string, field?: string, params?: Record<string, string | number>) =>
  new AppError('CONFLICT', 409, key, params, field ? [{ field, message: key, params }] : undefined);
