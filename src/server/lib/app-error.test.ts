import { describe, expect, it } from 'vitest';
import { tr } from '../../shared/i18n/tr';
import { AppError } from './app-error';

describe('AppError', () => {
  it('takes its status from the catalogue and its message from the Turkish text', () => {
    const error = new AppError('NOT_FOUND', { reason: 'tenant' });
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('İşletme bulunamadı.');
    expect(error.details).toEqual({ reason: 'tenant' });
  });

  it('fills the text from the details', () => {
    const error = new AppError('SALE_TIME_OUT_OF_RANGE', { reason: 'tooOld', maxBackdateDays: 7 });
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Satış zamanı 7 günden eski; belge geriye tarihli düzenlenemez.');
  });

  it('refuses a message string, a missing reason and an unknown reason at compile time', () => {
    // @ts-expect-error details are an object, never the old message string
    expect(() => new AppError('INTERNAL', 'Bir şey oldu.')).not.toThrow();
    // @ts-expect-error NOT_FOUND has reasons: one must be named
    expect(new AppError('NOT_FOUND').message).toBe(tr.errors.unexpected.message);
    // @ts-expect-error 'planet' is not a reason of NOT_FOUND
    expect(new AppError('NOT_FOUND', { reason: 'planet' }).statusCode).toBe(404);
  });
});
