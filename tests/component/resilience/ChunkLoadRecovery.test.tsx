import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadRecovery } from '@/components/resilience/ChunkLoadRecovery';
import { chunkReloadWindowMs } from '@/lib/browser/chunk-reload-guard';
import { chunkLoadError, reload } from '../support/chunk-reload';

// jsdom cannot reload; everything else (sessionStorage, the clock, the guard) is the real thing.
vi.mock('@/lib/browser/chunk-reload-guard', async () => (await import('@/tests/component/support/chunk-reload')).chunkReloadGuardWithSpiedReload());

/** What the browser dispatches for a rejected promise nobody handled (jsdom has no PromiseRejectionEvent). */
function rejectUnhandled(reason: unknown) {
  act(() => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason, promise: Promise.resolve() }));
  });
}

function throwUncaught(error: Error) {
  act(() => {
    window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error.name}: ${error.message}` }));
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  reload.mockClear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 4, 4, 9, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChunkLoadRecovery', () => {
  it('reloads on an unhandled chunk-load rejection, not again within 60 s, and again after', () => {
    render(<ChunkLoadRecovery />);

    rejectUnhandled(chunkLoadError());
    expect(reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 30_000);
    rejectUnhandled(chunkLoadError());
    expect(reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + chunkReloadWindowMs);
    rejectUnhandled(chunkLoadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves a page alone whose form holds what the visitor typed, and reloads once it is sent or cleared', () => {
    render(
      <>
        <ChunkLoadRecovery />
        <form>
          <input aria-label="Betreff" defaultValue="" />
        </form>
      </>,
    );
    const subject = document.querySelector('input')!;
    subject.value = 'Angebot Dosierkappe';
    rejectUnhandled(chunkLoadError());
    throwUncaught(new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/a.js'));
    expect(reload).not.toHaveBeenCalled();

    subject.value = '';
    rejectUnhandled(chunkLoadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on an uncaught chunk-load error', () => {
    render(<ChunkLoadRecovery />);
    throwUncaught(new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/a.js'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('remembers the reload across page loads of the session', () => {
    const { unmount } = render(<ChunkLoadRecovery />);
    rejectUnhandled(chunkLoadError());
    unmount();

    // The reloaded page mounts the listener afresh; sessionStorage still knows.
    render(<ChunkLoadRecovery />);
    rejectUnhandled(chunkLoadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves every other error alone', () => {
    render(<ChunkLoadRecovery />);
    rejectUnhandled(new TypeError('Failed to fetch'));
    throwUncaught(new Error('Cannot read properties of undefined'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload at all when sessionStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<ChunkLoadRecovery />);
    rejectUnhandled(chunkLoadError());
    rejectUnhandled(chunkLoadError());
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<ChunkLoadRecovery />);
    unmount();
    rejectUnhandled(chunkLoadError());
    expect(reload).not.toHaveBeenCalled();
  });
});
