// `npm run audit:prod`: fails when a production dependency has a high or critical advisory.
// The registry's advisory endpoint is not always reachable (a mirror that serves packages only
// answers 405 to it): then the check says so loudly and does not pretend to have passed.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
interface AuditReport {
  statusCode?: number;
  error?: unknown;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; range?: string }>;
}

let report: AuditReport;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

if (report.statusCode || report.error) {
  console.log(
    `npm audit: NOT CHECKED. The advisory endpoint did not answer (HTTP ${report.statusCode ?? 'error'}). Run \`npm run audit:prod\` where the npm registry's audit endpoint is reachable.`,
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${
    counts.moderate ?? 0
  } moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical') {
      console.log(`  ${finding.severity}: ${name} ${finding.range ?? ''}`);
    }
  }
  process.exit(1);
}
