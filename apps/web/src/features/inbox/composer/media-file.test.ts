import { describe, expect, it } from 'vitest';
import { checkMediaFile, megabytes } from './media-file';

const file = (type: string, size: number) => ({ type, size });

describe('checkMediaFile', () => {
  it('sends a picture, a video, a voice note and a PDF as their kind', () => {
    expect(checkMediaFile(file('image/jpeg', 1000))).toEqual({ ok: true, kind: 'image' });
    expect(checkMediaFile(file('video/mp4', 1000))).toEqual({ ok: true, kind: 'video' });
    expect(checkMediaFile(file('audio/ogg; codecs=opus', 1000))).toEqual({ ok: true, kind: 'audio' });
    expect(checkMediaFile(file('application/pdf', 1000))).toEqual({ ok: true, kind: 'document' });
  });

  it('holds each kind to its spec §9 limit: 5 MB for pictures, 16 MB for videos and documents', () => {
    expect(checkMediaFile(file('image/png', 5_242_880))).toEqual({ ok: true, kind: 'image' });
    expect(checkMediaFile(file('image/png', 5_242_881))).toEqual({
      ok: false,
      problem: 'size',
      kind: 'image',
      maxBytes: 5_242_880,
    });
    expect(checkMediaFile(file('application/pdf', 16_305_413))).toMatchObject({ ok: false, problem: 'size' });
    expect(checkMediaFile(file('audio/mpeg', 20_000_000))).toEqual({ ok: true, kind: 'audio' });
  });

  it('refuses a type WhatsApp does not take', () => {
    expect(checkMediaFile(file('application/zip', 10))).toEqual({ ok: false, problem: 'type' });
    expect(checkMediaFile(file('', 10))).toEqual({ ok: false, problem: 'type' });
  });
});

describe('megabytes', () => {
  it('states the limits in whole megabytes', () => {
    expect(megabytes(5_242_880)).toBe(5);
    expect(megabytes(16_305_412)).toBe(16);
    expect(megabytes(104_857_600)).toBe(100);
  });
});
