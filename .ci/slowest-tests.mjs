// Prints the slowest tests of a Jest JSON report (`jest --json --outputFile=...`), so every CI log
// shows where the test step's time goes (docs/qa.md, "CI's time").
// Usage: node .ci/slowest-tests.mjs REPORT.json [COUNT]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath, countArg = '20'] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node .ci/slowest-tests.mjs REPORT.json [COUNT]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const count = Number(countArg);

const tests = report.testResults.flatMap((file) =>
  file.assertionResults.map((test) => ({
    file: relative(process.cwd(), file.name),
    title: test.fullName,
    ms: test.duration ?? 0,
  })),
);
const files = report.testResults.map((file) => ({
  file: relative(process.cwd(), file.name),
  ms: file.endTime - file.startTime,
}));

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
console.log(`slowest ${count} tests:`);
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(test.ms)} s  ${test.file}: ${test.title}`);
}
console.log(`slowest ${count} files (setup included):`);
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(file.ms)} s  ${file.file}`);
}
console.log(
  `tests over 10 s: ${tests.filter((test) => test.ms > 10_000).length} of ${tests.length}`,
);
