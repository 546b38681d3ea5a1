/**
 * The usual gender of English first names, from the `gender-detection-from-name` list (US and UK
 * name registers, about 32,000 names). It answers one question for pronoun resolution: can "she"
 * refer to Bob? Only a mismatch is used, and never against the fact's own subject, whose gender
 * comes from the fact's pronouns: a name list is wrong for many people ("Sam", "Alex").
 */
import { createRequire } from 'node:module';

const COMBINING_MARKS = /\p{M}+/gu;

/** A first-name gender lookup. */
export interface NameGenders {
  /** `masculine`/`feminine` for a lower-case first name the list knows, else undefined. */
  genderOf(name: string): 'masculine' | 'feminine' | undefined;
}

/** Reads the English name list (about 30 ms); keep one per engine. */
export function loadNameGenders(): NameGenders {
  const require = createRequire(import.meta.url);
  const names = require('gender-detection-from-name/names/en.js') as ReadonlyMap<string, string>;
  return {
    genderOf(name: string) {
      const found = names.get(name) ?? names.get(name.normalize('NFD').replace(COMBINING_MARKS, ''));
      return found === 'male' ? 'masculine' : found === 'female' ? 'feminine' : undefined;
    },
  };
}
