import { ContactDetails } from '../components/ContactLinks/ContactDetails';
import { LegalDocument, type LegalSection } from '../components/LegalDocument/LegalDocument';

/** Spec §2: the 11 sections of the terms, in the spec's order. */
const SECTIONS: LegalSection[] = [
  { title: 'terms.acceptance.title', paragraphs: ['terms.acceptance.p1'] },
  { title: 'terms.service.title', paragraphs: ['terms.service.p1', 'terms.service.p2'] },
  { title: 'terms.responsibilities.title', paragraphs: ['terms.responsibilities.p1'] },
  { title: 'terms.booking.title', paragraphs: ['terms.booking.p1', 'terms.booking.p2'] },
  { title: 'terms.results.title', paragraphs: ['terms.results.p1'] },
  { title: 'terms.privacy.title', paragraphs: ['terms.privacy.p1'] },
  { title: 'terms.liability.title', paragraphs: ['terms.liability.p1'] },
  { title: 'terms.disclaimer.title', paragraphs: ['terms.disclaimer.p1'] },
  { title: 'terms.modifications.title', paragraphs: ['terms.modifications.p1'] },
  { title: 'terms.law.title', paragraphs: ['terms.law.p1'] },
  { title: 'terms.contact.title', paragraphs: ['terms.contact.p1'], extra: <ContactDetails /> },
];

export default function TermsPage() {
  return <LegalDocument title="page.terms.title" intro="terms.intro" sections={SECTIONS} />;
}
