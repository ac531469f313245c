import { toDirectedGraph } from '@xstate/graph';
import { onboardingMachine } from './onboardingMachine';

type Graph = ReturnType<typeof toDirectedGraph>;

const label = (eventType: string) =>
  eventType
    .replace(/^xstate\.done\.actor\.(\w+)$/, '$1 answered')
    .replace(/^xstate\.error\.actor\.(\w+)$/, '$1 failed')
    .replace(/^$/, 'always');

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard && 'type' in guard) return ` [${String(guard.type)}]`;
  return '';
}

function edges(node: Graph, lines: string[]) {
  const isRoot = node.stateNode === onboardingMachine.root;
  for (const edge of node.edges) {
    // Transitions of the machine itself (LOGOUT) apply from every state.
    const source = isRoot ? 'AnyState' : edge.source.key;
    const text = `${label(edge.transition.eventType)}${guardName(edge.transition.guard)}`;
    lines.push(`  ${source} --> ${edge.target.key}: ${text}`);
  }
  for (const transition of node.stateNode.always ?? []) {
    for (const target of transition.target ?? []) {
      lines.push(
        `  ${node.stateNode.key} --> ${target.key}: at once${guardName(transition.guard)}`,
      );
    }
  }
  node.children.forEach((child) => edges(child, lines));
}

/**
 * docs/onboarding-machine.md, generated from the machine itself (`npm run docs:machine`); a test
 * fails when the committed file no longer matches the machine.
 */
export function onboardingDiagramMarkdown(): string {
  const graph = toDirectedGraph(onboardingMachine);
  const lines = ['stateDiagram-v2', `  [*] --> ${onboardingMachine.config.initial as string}`];
  edges(graph, lines);
  return [
    '# The onboarding machine',
    '',
    'Generated from `src/features/onboarding/onboardingMachine.ts` by `npm run docs:machine`; do not',
    'edit by hand (a test fails when this file and the machine disagree). The machine starts from the',
    'restored session (`restoring`) without moving anyone. After a fact (LOGIN, EMAIL_VERIFIED,',
    'REQUEST_SUBMITTED, SUBSCRIBED) the state it settles in sends the person to its page:',
    'verifyEmail → `/merchant/verify-email` (a customer’s: `/verify-email`), merchantRequest →',
    '`/merchant/request`, subscription →',
    '`/merchant/subscription`, onboarded → `/dashboard` (or the private page a signed-out visitor was',
    'opening). `AnyState` transitions are facts and session signals accepted in every state.',
    '`npm run test:paths` replays every path.',
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
  ].join('\n');
}
