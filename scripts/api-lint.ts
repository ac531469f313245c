// `npm run api:lint`: writes the server's OpenAPI document and lints it with Redocly's recommended
// rules (docs/api.md, "The OpenAPI document"). It fails on any error, and on any warning that is
// not one of the few kept below with the reason; CI runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

/** The warnings the document keeps, by rule and JSON pointer; docs/api.md says why for each. */
const KEPT_WARNINGS: Record<string, string> = {
  // Routes that take no input and need no account: no 4XX answer exists to describe.
  'operation-4xx-response #/paths/~1health/get/responses': 'takes no input',
  'operation-4xx-response #/paths/~1ready/get/responses': 'takes no input',
  'operation-4xx-response #/paths/~1config/get/responses': 'takes no input',
  'operation-4xx-response #/paths/~1categories/get/responses': 'takes no input',
  'operation-4xx-response #/paths/~1store-listing~1categories/get/responses': 'takes no input',
  'operation-4xx-response #/paths/~1push~1public-key/get/responses': 'takes no input',
  // `GET /merchant-requests/my/{id}` against `POST /{id}/accept` and `/{id}/reject`: the rule does
  // not mind the method, so no request matches two; the URLs do not change.
  'no-ambiguous-paths #/paths/~1merchant-requests~1{id}~1accept': 'URL kept',
  'no-ambiguous-paths #/paths/~1merchant-requests~1{id}~1reject': 'URL kept',
  // A message's tracked link answers a redirect (302) to the app, never 2XX.
  'operation-2xx-response #/paths/~1messaging~1click~1{token}/get/responses': 'a redirect',
};

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

function lint(file: string): Problem[] {
  const cli = require.resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(
    process.execPath,
    [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'],
    {
      encoding: 'utf8',
      // No usage report and no update check: CI reaches no other host than the package registry.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  try {
    return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
  } catch {
    console.error(run.stderr);
    throw new Error(`Redocly did not answer a report (exit ${run.status}).`);
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(folder, 'openapi.json');
  try {
    writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
    const problems = lint(file);
    const where = (problem: Problem) => problem.location[0]?.pointer ?? '';
    const kept = problems.filter(
      (problem) =>
        problem.severity === 'warn' && `${problem.ruleId} ${where(problem)}` in KEPT_WARNINGS,
    );
    const failing = problems.filter((problem) => !kept.includes(problem));
    for (const problem of failing) {
      console.error(`${problem.severity} ${problem.ruleId} ${where(problem)}: ${problem.message}`);
    }
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    console.log(
      `Redocly recommended rules: ${errors} errors, ${problems.length - errors} warnings ` +
        `(${kept.length} kept, docs/api.md says why).`,
    );
    if (failing.length) process.exit(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
