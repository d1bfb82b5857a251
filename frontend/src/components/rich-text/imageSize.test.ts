import { clampImageSize } from './imageSize';

describe('clampImageSize', () => {
  it('keeps the aspect ratio', () => {
    expect(clampImageSize(400, 2)).toEqual({ width: 400, height: 200 });
  });

  it('is at least 120 wide and 120 high', () => {
    expect(clampImageSize(50, 1)).toEqual({ width: 120, height: 120 });
    expect(clampImageSize(130, 2)).toEqual({ width: 240, height: 120 });
  });

  it('is at most 600 high and as wide as the editor', () => {
    expect(clampImageSize(2000, 1)).toEqual({ width: 600, height: 600 });
    expect(clampImageSize(2000, 4, 800)).toEqual({ width: 800, height: 200 });
  });

  it('lets the upper limits win when they conflict with the lower ones', () => {
    // 1:10 portrait: 600 high means 60 wide.
    expect(clampImageSize(300, 0.1)).toEqual({ width: 60, height: 600 });
  });
});
