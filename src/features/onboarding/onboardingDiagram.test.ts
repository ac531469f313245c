import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onboardingDiagramMarkdown } from './onboardingDiagram';

describe('docs/onboarding-machine.md', () => {
  it('matches the machine (run `npm run docs:machine` after changing it)', () => {
    const committed = readFileSync(
      path.resolve(__dirname, '../../../docs/onboarding-machine.md'),
      'utf8',
    );
    expect(committed).toBe(onboardingDiagramMarkdown());
  });

  it('draws every state and the spec routes of the login outcome', () => {
    const diagram = onboardingDiagramMarkdown();
    for (const state of [
      'signedOut',
      'loggingIn',
      'startingDemo',
      'pendingVerification',
      'verifyEmail',
    ]) {
      expect(diagram).toContain(state);
    }
    expect(diagram).toContain('loggingIn --> startingDemo: login failed [isServerUnreachable]');
    expect(diagram).toContain('checkingSteps --> merchantRequest: fetchStep answered [atStep2]');
  });
});
