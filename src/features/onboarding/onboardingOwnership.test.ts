import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { onboardingMachine } from './onboardingMachine';

// docs/state-ownership.md: the machine alone knows its states. Pages report facts and read its
// `busy` tag and context; nothing outside this folder asks which state it is in.

const SRC = join(__dirname, '..', '..');
const HERE = __dirname;
// The API layer names the server's operations, one of which shares a state's name (`verifyEmail`,
// in the generated types and in the endpoints whose errors their forms say): it cannot import a
// feature (docs/style.md, "Layers of the SPA"), so it never asks the machine anything.
const API = join(SRC, 'api');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === HERE || path === API ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const stateNames = Object.keys(onboardingMachine.config.states ?? {});

describe('who knows the onboarding machine’s states', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(stateNames).toEqual(expect.arrayContaining(['verifyEmail', 'onboarded']));
  });

  it('has no caller outside the machine’s folder that asks for a state', () => {
    const asking = files.filter(({ text }) =>
      /\.matches\(['"`]|snapshot\.value|getSnapshot\(\)\.value/.test(text),
    );
    expect(asking.map(({ path }) => path)).toEqual([]);
  });

  it('has no caller outside the machine’s folder that names a state', () => {
    const naming = files.flatMap(({ path, text }) =>
      stateNames
        .filter((state) => new RegExp(`['"\`]${state}['"\`]`).test(text))
        .map((state) => `${path}: ${state}`),
    );
    expect(naming).toEqual([]);
  });
});
