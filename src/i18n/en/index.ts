/**
 * The English texts' shape, area by area: every user-facing string. Each area's file (shared ones
 * here, an element's own in `src/elements/<tag>/texts/en/`) adds itself to `EnglishAreas`, so a
 * new area needs no line anywhere else. Only types meet here: each area's texts are registered
 * (`registerMessages`) by the element or lazy screen that shows them, so a pin-code widget does
 * not download the legal pages' prose. Other languages must provide the same keys.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each area's file
export interface EnglishAreas {}

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Whole,
) => void
  ? Whole
  : never;

export type EnglishMessages = Intersection<EnglishAreas[keyof EnglishAreas]>;
