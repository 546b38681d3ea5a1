/** A value a reference agent read, under the label (or JSON key) it was shown with. */
export interface KnownValue {
  readonly label: string;
  readonly value: string;
}
