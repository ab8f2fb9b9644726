/**
 * Whom a visitor writes to about their data (the Digital Personal Data Protection Rules ask for a
 * contact that answers): the lab's own values, set by the operator with `GRIEVANCE_NAME` and
 * `GRIEVANCE_EMAIL`. The defaults are the demo lab's.
 */
export interface GrievanceContact {
  name: string;
  email: string;
  /** How soon the lab answers, as promised to the visitor. */
  answerWithinHours: number;
}

export const defaultGrievanceContact: GrievanceContact = {
  name: 'Grievance Officer, Sanjeevani Diagnostics',
  email: 'privacy@sanjeevani-diagnostics.example',
  answerWithinHours: 48,
};

/** Reads `GRIEVANCE_NAME` and `GRIEVANCE_EMAIL`; an address that is not one stops the start. */
export function readGrievanceContact(env: NodeJS.ProcessEnv): GrievanceContact {
  const name = env.GRIEVANCE_NAME?.trim() || defaultGrievanceContact.name;
  const email = env.GRIEVANCE_EMAIL?.trim() || defaultGrievanceContact.email;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`GRIEVANCE_EMAIL must be an e-mail address, got "${email}"`);
  return { ...defaultGrievanceContact, name, email };
}
