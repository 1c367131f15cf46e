import { describe, expect, it } from 'vitest';
import { flowMediaFileProblem } from './flow-media';

const file = (type: string, size: number) => ({ type, size });

describe('flowMediaFileProblem', () => {
  it("takes a file of the item's kind within that kind's limit", () => {
    expect(flowMediaFileProblem(file('image/png', 5_242_880), 'image')).toBeUndefined();
    expect(flowMediaFileProblem(file('video/mp4', 16_305_412), 'video')).toBeUndefined();
    expect(flowMediaFileProblem(file('application/pdf', 1000), 'document')).toBeUndefined();
    expect(flowMediaFileProblem(file('audio/mpeg', 20_000_000), 'audio')).toBeUndefined();
  });

  it('refuses a file over its kind’s limit, naming the limit', () => {
    expect(flowMediaFileProblem(file('image/jpeg', 5_242_881), 'image')).toEqual({
      problem: 'size',
      maxBytes: 5_242_880,
    });
    expect(flowMediaFileProblem(file('application/pdf', 16_305_413), 'document')).toEqual({
      problem: 'size',
      maxBytes: 16_305_412,
    });
  });

  it('refuses a file of another kind, or of a type WhatsApp does not take', () => {
    expect(flowMediaFileProblem(file('image/png', 1000), 'document')).toEqual({ problem: 'type' });
    expect(flowMediaFileProblem(file('image/png', 6_000_000), 'video')).toEqual({ problem: 'type' });
    expect(flowMediaFileProblem(file('image/gif', 1000), 'image')).toEqual({ problem: 'type' });
  });
});
