/**
 * `node --expose-gc --import dist-bench/bench/soak-gc-hook.js dist/cli/main.js guard serve …`:
 * the soak's forced collection on SIGUSR2 in a server it measures (bench/soak-gc.ts).
 */
import { installGcHook } from './soak-gc.js';

installGcHook();
