// `npm run docs:machine`: writes docs/onboarding-machine.md from the onboarding machine.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { onboardingDiagramMarkdown } from '../src/features/onboarding/onboardingDiagram';

const target = path.resolve(__dirname, '..', 'docs', 'onboarding-machine.md');
writeFileSync(target, onboardingDiagramMarkdown());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
