/**
 * `window.labConsent` (interface §2): the store's own consent switch for a host whose banner is
 * neither Google's Consent Mode nor an IAB TCF platform. The analytics bridge and every element's
 * file install it, whichever loads first; the others find it and use that one, so a page has one
 * switch however many copies of the code it runs. The choice is kept in `localStorage`
 * (`labConsent`, only the purposes and their choices) and a choice made in another tab applies here at once.
 */

export const consentPurposes = ['analytics'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export type ConsentChoice = 'granted' | 'denied';

export const labConsentStorageKey = 'labConsent';

export interface LabConsent {
  /** The visitor agreed to `purpose`. */
  grant(purpose: ConsentPurpose): void;
  /** The visitor refused `purpose`, or withdrew an earlier agreement. */
  deny(purpose: ConsentPurpose): void;
  /** The choice made for `purpose`, in this tab or another, or undefined while none was made. */
  choice(purpose: ConsentPurpose): ConsentChoice | undefined;
  /** Calls `listener` after every change of a choice; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The queue's form kept working: `labConsent.push(['grant', 'analytics'])`. */
  push(...calls: unknown[]): void;
}

/** What the switch uses of the page: the global itself, its storage and the `storage` event. */
export interface ConsentPage {
  labConsent?: unknown;
  readonly localStorage?: Storage;
  addEventListener?(type: 'storage', listener: (event: StorageEvent) => void): void;
}

type Choices = Partial<Record<ConsentPurpose, ConsentChoice>>;

const isPurpose = (value: unknown): value is ConsentPurpose => consentPurposes.some((purpose) => purpose === value);
const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

function isLabConsent(value: unknown): value is LabConsent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof LabConsent, unknown>>;
  return typeof candidate.choice === 'function' && typeof candidate.subscribe === 'function';
}

/** The stored choices; anything that is not the documented shape reads as no choice. */
function parseChoices(text: string | null | undefined): Choices {
  if (!text) return {};
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return {};
    const entries = Object.entries(stored).filter(([purpose, choice]) => isPurpose(purpose) && isChoice(choice));
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** The page's `localStorage`, or undefined where reading it throws (sandboxed frames, blocked storage). */
function storageOf(page: ConsentPage): Storage | undefined {
  try {
    return page.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(page: ConsentPage): Choices {
  try {
    return parseChoices(storageOf(page)?.getItem(labConsentStorageKey));
  } catch {
    return {};
  }
}

function createLabConsent(page: ConsentPage): LabConsent {
  // Memory holds the choices where storage is blocked or full; storage, where it works, is read
  // first so a choice made in another tab since counts.
  let choices = readStored(page);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const choose = (purpose: unknown, choice: ConsentChoice) => {
    if (!isPurpose(purpose)) {
      console.warn(`labConsent: unknown purpose ${JSON.stringify(purpose)}; the purposes are ${consentPurposes.join(', ')}.`);
      return;
    }
    if (choices[purpose] === choice) return;
    choices = { ...choices, [purpose]: choice };
    try {
      storageOf(page)?.setItem(labConsentStorageKey, JSON.stringify(choices));
    } catch {
      // Full or blocked: the choice lasts as long as the page.
    }
    notify();
  };

  const call = (entry: unknown) => {
    if (!Array.isArray(entry) && !(typeof entry === 'object' && entry !== null && 'length' in entry)) return;
    const [method, purpose] = Array.from(entry as ArrayLike<unknown>);
    if (method === 'grant') choose(purpose, 'granted');
    else if (method === 'deny') choose(purpose, 'denied');
  };

  page.addEventListener?.('storage', (event) => {
    if (event.key !== labConsentStorageKey && event.key !== null) return;
    choices = parseChoices(event.newValue ?? null);
    notify();
  });

  return {
    grant: (purpose) => choose(purpose, 'granted'),
    deny: (purpose) => choose(purpose, 'denied'),
    choice: (purpose) => choices[purpose],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(...calls) {
      for (const entry of calls) call(entry);
    },
  };
}

/**
 * The page's `window.labConsent`, installed unless another copy of the store's code did: calls a
 * host queued before (`(window.labConsent ||= []).push(['deny', 'analytics'])`) are made in their
 * order, then the array gives way to the switch.
 */
export function installLabConsent(page: ConsentPage): LabConsent {
  const existing = page.labConsent;
  if (isLabConsent(existing)) return existing;
  const labConsent = createLabConsent(page);
  page.labConsent = labConsent;
  if (Array.isArray(existing)) labConsent.push(...(existing as unknown[]));
  return labConsent;
}
