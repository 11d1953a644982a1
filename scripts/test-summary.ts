import { existsSync, readFileSync } from 'node:fs';

/** One closing line for the four vitest runs of `npm test`: "N passed, N failed". */
let passed = 0;
let failed = 0;
for (const project of ['unit', 'api', 'e2e', 'deploy']) {
  const file = `test-results/${project}.json`;
  if (!existsSync(file)) {
    console.error(`missing ${file}: the ${project} tests did not run`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  console.log(`${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
