import { findPackageInfo } from '../lib/package-info.js';

/** The installed package version, recorded in every report and run config. */
export const PACKAGE_VERSION: string = findPackageInfo(import.meta.url).version;
