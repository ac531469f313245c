import { readFileSync } from 'node:fs';
import path from 'node:path';
import { showStartFailure } from './startFailureNotice';

// The notice's markup is a template in public/index.html, read here as the browser gets it.
const html = readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');

describe('showStartFailure', () => {
  beforeEach(() => {
    document.documentElement.innerHTML = html;
  });

  it('says the app could not load, and "Try again" closes it and tries again', () => {
    const retry = jest.fn();
    showStartFailure(retry);
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.querySelector('h2')?.textContent).toBe('QRewards could not load');
    expect(notice?.textContent).toContain('Check your internet connection');
    // The shell's "Loading..." has nothing left to wait for.
    expect(document.getElementById('shell-loading')).toBeNull();

    notice?.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows one notice, however many times the start fails', () => {
    showStartFailure(() => undefined);
    showStartFailure(() => undefined);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
