import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// docs/architecture.md, "Areas": one name per area at every layer, server module
// (`server/src/modules/<area-in-kebab-case>`) ↔ API file (`src/api/<area>.ts`, or a folder) ↔
// feature (`src/features/<area>`). Read from the file system: the SPA never imports server code.

const ROOT = join(__dirname, '..', '..');
const API = join(ROOT, 'src', 'api');
const FEATURES = join(ROOT, 'src', 'features');
const MODULES = join(ROOT, 'server', 'src', 'modules');

/** The API layer's own infrastructure, and the generated types: no area of the server. */
const API_INFRASTRUCTURE = ['client', 'generated'];

/**
 * Features that are pages, not areas: each composes the API files of the areas it shows
 * (docs/architecture.md, "Page-only features").
 */
const PAGE_FEATURES = ['admin', 'dashboard', 'design', 'landing', 'legal', 'myCode', 'profile'];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function apiAreas(): string[] {
  return readdirSync(API, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory()
        ? !API_INFRASTRUCTURE.includes(entry.name)
        : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => entry.name.replace(/\.ts$/, ''));
}

const featureFolders = () => folders(FEATURES);

describe('one name per area, from server module to API file to feature', () => {
  it('finds the areas it checks', () => {
    expect(apiAreas()).toEqual(expect.arrayContaining(['stores', 'billing', 'stamping']));
    expect(featureFolders()).toEqual(expect.arrayContaining(['stores', 'billing', 'stamping']));
  });

  it('names every API file after a server module', () => {
    const orphans = apiAreas().filter((area) => !existsSync(join(MODULES, kebab(area))));
    expect(
      orphans.map((area) => `src/api/${area} has no server/src/modules/${kebab(area)}`),
    ).toEqual([]);
  });

  it('names every feature after its area, unless it is a page of several areas', () => {
    // An area is an API file, or a server module the SPA reads without one.
    const areas = apiAreas();
    const modules = folders(MODULES);
    const misnamed = featureFolders().filter(
      (feature) =>
        !areas.includes(feature) &&
        !modules.includes(kebab(feature)) &&
        !PAGE_FEATURES.includes(feature),
    );
    expect(misnamed.map((feature) => `src/features/${feature} is named after no area`)).toEqual([]);
  });

  it('lists as page features only folders that exist and are no area', () => {
    const areas = apiAreas();
    const features = featureFolders();
    expect(
      PAGE_FEATURES.filter((page) => areas.includes(page) || !features.includes(page)),
    ).toEqual([]);
  });
});
