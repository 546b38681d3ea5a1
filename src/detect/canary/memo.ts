/**
 * A bounded memo for prepared vault data. Vaults share many fields and whole vaults repeat (one
 * trace per run mode), so detectors keep what they derive from a field or a vault, keyed by
 * content. Values must be immutable. The oldest entry goes first when the memo is full.
 */
export class Memo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  /** The value of `key`, computed once. */
  get(key: string, compute: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = compute();
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, value);
    }
    return value;
  }
}

/** The parts of a vault field detectors read. */
interface FieldContent {
  readonly key: string;
  readonly value: string;
  readonly tier?: string | undefined;
  readonly kind?: string | undefined;
}

/**
 * What a detector prepared for the last few vaults, found again by content (key, value, tier
 * and kind of every field, in order): the same vault comes back for every run of a scenario.
 * A lookup compares fields directly, which is cheaper than building a key from them.
 */
export class VaultMemo<V> {
  private readonly entries: { readonly fields: readonly string[]; readonly value: V }[] = [];

  constructor(private readonly limit: number) {}

  /** The value prepared for a vault equal to `vault`, computed once. */
  get(vault: readonly FieldContent[], compute: () => V): V {
    for (let k = 0; k < this.entries.length; k += 1) {
      const entry = this.entries[k] as { readonly fields: readonly string[]; readonly value: V };
      if (!sameContent(entry.fields, vault)) continue;
      if (k > 0) {
        this.entries.splice(k, 1);
        this.entries.unshift(entry);
      }
      return entry.value;
    }
    const value = compute();
    const fields: string[] = [];
    for (const field of vault) fields.push(field.key, field.value, field.tier ?? '', field.kind ?? '');
    this.entries.unshift({ fields, value });
    if (this.entries.length > this.limit) this.entries.pop();
    return value;
  }
}

function sameContent(fields: readonly string[], vault: readonly FieldContent[]): boolean {
  if (fields.length !== vault.length * 4) return false;
  for (let k = 0; k < vault.length; k += 1) {
    const field = vault[k] as FieldContent;
    if (fields[4 * k + 1] !== field.value || fields[4 * k] !== field.key || fields[4 * k + 2] !== (field.tier ?? '') || fields[4 * k + 3] !== (field.kind ?? '')) return false;
  }
  return true;
}
