/** Paths of the checkout, for the test support and the tests. */
import { resolve } from 'node:path';

/** The root of the checkout (where package.json is). */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
