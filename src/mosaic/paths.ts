/**
 * Where the bundled mosaic data lives (works from `src/` and from `dist/`), in a module without
 * the dataset schemas, so the CLI's option help can show the defaults.
 */
import { fileURLToPath } from 'node:url';

/** Default location of the bundled dataset. */
export const DEFAULT_EXAMPLES_PATH: string = fileURLToPath(new URL('../../data/mosaic/examples.jsonl', import.meta.url));
/** Default location of the hand-labelled judge answers. */
export const DEFAULT_JUDGE_LABELS_PATH: string = fileURLToPath(new URL('../../data/mosaic/judge-labels.jsonl', import.meta.url));
