import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-client';

describe('errorText', () => {
  it('says the API message and its first field error, naming the field', () => {
    const err = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Dữ liệu không hợp lệ',
      errors: [
        { field: 'weight', message: 'Phải lớn hơn 0' },
        { field: 'length', message: 'Bắt buộc' },
      ],
    });
    expect(errorText(err)).toBe('Dữ liệu không hợp lệ — weight: Phải lớn hơn 0');
  });

  it("names a field by the caller's label when the API gives one", () => {
    const err = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid data',
      errors: [{ field: 'rows.3.weight', label: 'Weight (kg)', message: 'Must be a number' }],
    });
    expect(errorText(err)).toBe('Invalid data — Weight (kg): Must be a number');
  });

  it('does not say a field error twice when it repeats the message', () => {
    const err = new ApiError(409, {
      code: 'CONFLICT',
      message: 'The manifest has no departure date',
      errors: [{ field: 'departureDate', message: 'The manifest has no departure date' }],
    });
    expect(errorText(err)).toBe('departureDate: The manifest has no departure date');
  });

  it('says the message alone when no field is named', () => {
    expect(errorText(new ApiError(503, { code: 'UNAVAILABLE', message: 'The server is busy' }))).toBe(
      'The server is busy',
    );
  });

  it("says any other failure's own words", () => {
    expect(errorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('timeout')).toBe('timeout');
  });
});
