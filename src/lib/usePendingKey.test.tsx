import { renderHook } from '@testing-library/react';
import { usePendingKey } from './usePendingKey';

// One Idempotency-Key per action (docs/api.md, "Idempotency"): kept for a retry whose outcome is
// unknown, dropped once the server has answered, fresh when the request is another one.

// Failed calls as the API layer hands them over (src/api/client/apiError.ts).
const unreachable = { status: 'DEMO_MODE', message: 'Backend not available - Demo mode' };
const refused = { status: 402, message: 'Your card was declined.' };

describe('usePendingKey', () => {
  it('keeps the key after a failure whose outcome is unknown, and drops it after an answer', () => {
    const { result } = renderHook(() => usePendingKey());
    const first = result.current.take({ plan_id: 'growth' });

    result.current.settle(unreachable);
    expect(result.current.take({ plan_id: 'growth' })).toBe(first);

    result.current.settle();
    expect(result.current.take({ plan_id: 'growth' })).not.toBe(first);
  });

  it('drops the key after a refusal a retry cannot change', () => {
    const { result } = renderHook(() => usePendingKey());
    const first = result.current.take();

    result.current.settle(refused);

    expect(result.current.take()).not.toBe(first);
  });

  it('takes a fresh key for another request, since the server refuses a key with another body', () => {
    const { result } = renderHook(() => usePendingKey());
    const first = result.current.take({ card_number: '4000000000000002' });
    result.current.settle(unreachable);

    const second = result.current.take({ card_number: '4242424242424242' });

    expect(second).not.toBe(first);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
  });
});
