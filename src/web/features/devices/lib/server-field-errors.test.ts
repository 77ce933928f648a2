import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it('maps request-schema and service paths to form fields, first message wins', () => {
    const error = new ApiError(409, 'CONFLICT', 'x', [
      { path: 'body.serialNumber', message: 'devices.validation.serialFormat' },
      { path: 'serialNumber', message: 'devices.validation.serialTaken' },
      { path: 'hardwareBrandId', message: 'devices.validation.brand' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      serialNumber: 'devices.validation.serialFormat',
      hardwareBrandId: 'devices.validation.brand',
    });
  });

  it('ignores errors without field details', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'INTERNAL', 'x'))).toEqual({});
  });
});
