import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary';
import { PageLoadError } from '../components/PageLoadError';
import { retryableLazy } from './retryableLazy';

/** What webpack rejects an `import()` with when the chunk's script fails. */
function chunkLoadError() {
  const error = new Error('Loading chunk 1187 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function renderPart(Part: ReturnType<typeof retryableLazy<{ name: string }>>) {
  return render(
    <LoadErrorBoundary fallback={(retry) => <PageLoadError onRetry={retry} />}>
      <Suspense fallback={<p>Loading...</p>}>
        <Part name="Amira" />
      </Suspense>
    </LoadErrorBoundary>,
    // The error is on screen; React need not log it (app/rootErrorOptions.ts).
    { onCaughtError: () => undefined },
  );
}

describe('retryableLazy', () => {
  it('shows the error screen when the code fails, and "Try again" loads it again', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue(Greeting);
    renderPart(retryableLazy(load));

    expect(
      await screen.findByRole('heading', { name: 'This page could not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your internet connection');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Amira' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not try again by itself while the code keeps failing', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValue(chunkLoadError());
    renderPart(retryableLazy(load));
    await screen.findByRole('heading', { name: 'This page could not load' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'This page could not load' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Part = retryableLazy(() => Promise.resolve(Greeting));
    await Part.preload();
    renderPart(Part);
    expect(screen.getByRole('heading', { name: 'Hello Amira' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
