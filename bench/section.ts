/** One group of figures printed by `npm run bench`. */
export interface BenchSection {
  readonly id: string;
  readonly title: string;
  /** A file the section needs; the section is skipped with a message when it is absent. */
  readonly needs?: string;
  run(): Promise<void> | void;
}
