import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('maps request-schema and service paths to form fields, first message wins', () => {
    const error = new ApiError(409, 'SERIAL_NUMBER_TAKEN', 'x', [
      { path: 'body.serialNumber', key: 'devices.validation.serialFormat', message: 'a' },
      { path: 'serialNumber', key: 'devices.validation.serialTaken', message: 'b' },
      { path: 'hardwareBrandId', key: 'devices.validation.brand', message: 'c' },
      { path: 'body.note', message: 'must be short' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      serialNumber: 'devices.validation.serialFormat',
      hardwareBrandId: 'devices.validation.brand',
      note: 'must be short',
    });
  });

  it('ignores errors without field details', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'INTERNAL', 'x'))).toEqual({});
  });
});
