import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const manifest = require('../../package.json') as { version: string };

/** The installed package version, recorded in every report and run config. */
export const PACKAGE_VERSION: string = manifest.version;
