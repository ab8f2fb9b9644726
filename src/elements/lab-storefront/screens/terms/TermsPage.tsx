import { ContactDetails } from '../../components/ContactLinks/ContactDetails';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument/LegalDocument';

/** Product §2: the 11 sections of the terms, in the spec's order. */
const SECTIONS: LegalSection[] = [
  { title: 'content.terms.acceptance.title', paragraphs: ['content.terms.acceptance.p1'] },
  { title: 'content.terms.service.title', paragraphs: ['content.terms.service.p1', 'content.terms.service.p2'] },
  { title: 'content.terms.responsibilities.title', paragraphs: ['content.terms.responsibilities.p1'] },
  { title: 'content.terms.booking.title', paragraphs: ['content.terms.booking.p1', 'content.terms.booking.p2'] },
  { title: 'content.terms.results.title', paragraphs: ['content.terms.results.p1'] },
  { title: 'content.terms.privacy.title', paragraphs: ['content.terms.privacy.p1'] },
  { title: 'content.terms.liability.title', paragraphs: ['content.terms.liability.p1'] },
  { title: 'content.terms.disclaimer.title', paragraphs: ['content.terms.disclaimer.p1'] },
  { title: 'content.terms.modifications.title', paragraphs: ['content.terms.modifications.p1'] },
  { title: 'content.terms.law.title', paragraphs: ['content.terms.law.p1'] },
  { title: 'content.terms.contact.title', paragraphs: ['content.terms.contact.p1'], extra: <ContactDetails /> },
];

export default function TermsPage({ path }: ScreenProps) {
  return <LegalDocument title={titleOf(path)} intro="content.terms.intro" sections={SECTIONS} />;
}
