import { ContactDetails } from '../components/ContactLinks/ContactDetails';
import { LegalDocument, type LegalSection } from '../components/LegalDocument/LegalDocument';

/** Spec §2: the 8 sections of the privacy policy. */
const SECTIONS: LegalSection[] = [
  { title: 'privacy.collected.title', paragraphs: ['privacy.collected.p1', 'privacy.collected.p2'] },
  { title: 'privacy.use.title', paragraphs: ['privacy.use.p1'] },
  { title: 'privacy.sharing.title', paragraphs: ['privacy.sharing.p1', 'privacy.sharing.p2'] },
  { title: 'privacy.security.title', paragraphs: ['privacy.security.p1'] },
  { title: 'privacy.rights.title', paragraphs: ['privacy.rights.p1'] },
  { title: 'privacy.cookies.title', paragraphs: ['privacy.cookies.p1'] },
  { title: 'privacy.changes.title', paragraphs: ['privacy.changes.p1'] },
  { title: 'privacy.contact.title', paragraphs: ['privacy.contact.p1'], extra: <ContactDetails /> },
];

export default function PrivacyPolicyPage() {
  return <LegalDocument title="page.privacy.title" intro="privacy.intro" sections={SECTIONS} />;
}
