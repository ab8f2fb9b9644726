import { ContactDetails } from '../../components/ContactLinks/ContactDetails';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument/LegalDocument';

/** Product §2: the 8 sections of the privacy policy. */
const SECTIONS: LegalSection[] = [
  { title: 'content.privacy.collected.title', paragraphs: ['content.privacy.collected.p1', 'content.privacy.collected.p2'] },
  { title: 'content.privacy.use.title', paragraphs: ['content.privacy.use.p1'] },
  { title: 'content.privacy.sharing.title', paragraphs: ['content.privacy.sharing.p1', 'content.privacy.sharing.p2'] },
  { title: 'content.privacy.security.title', paragraphs: ['content.privacy.security.p1'] },
  { title: 'content.privacy.rights.title', paragraphs: ['content.privacy.rights.p1'] },
  { title: 'content.privacy.cookies.title', paragraphs: ['content.privacy.cookies.p1'] },
  { title: 'content.privacy.changes.title', paragraphs: ['content.privacy.changes.p1'] },
  { title: 'content.privacy.contact.title', paragraphs: ['content.privacy.contact.p1'], extra: <ContactDetails /> },
];

export default function PrivacyPolicyPage({ path }: ScreenProps) {
  return <LegalDocument title={titleOf(path)} intro="content.privacy.intro" sections={SECTIONS} />;
}
