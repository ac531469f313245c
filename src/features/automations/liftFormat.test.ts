import { formatPoints, formatRate, liftVerdict } from './liftFormat';

describe('the lift as a merchant reads it', () => {
  beforeEach(() => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes shares as percentages and differences as signed points', () => {
    expect(formatRate(0.2345)).toBe('23.5%');
    expect(formatRate(null)).toBe('—');
    expect(formatPoints(0.082)).toBe('+8.2 pts');
    expect(formatPoints(-0.015)).toBe('-1.5 pts');
  });

  it('follows the viewer’s locale', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT']);
    expect(formatRate(0.2345)).toBe('23,5%');
    expect(formatPoints(0.082)).toBe('+8,2 pts');
  });

  it('calls an effect only when the whole interval is on one side of zero', () => {
    expect(liftVerdict({ estimate: 0.08, low: 0.01, high: 0.15 })).toBe('more');
    expect(liftVerdict({ estimate: 0.08, low: -0.01, high: 0.17 })).toBe('unclear');
    expect(liftVerdict({ estimate: -0.08, low: -0.15, high: -0.01 })).toBe('fewer');
  });
});
