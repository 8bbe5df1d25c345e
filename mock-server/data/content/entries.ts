import { CATEGORY_IMAGE_LINK_RECORDS } from './categories.ts';
import { COUPON_RECORDS, LEGAL_HINT_RECORDS } from './coupons.ts';
import { ADVENTSKALENDER } from './drafts.ts';
import { LIEFERUNG, RUECKGABE } from './help.ts';
import { HOMEPAGE } from './homepage.ts';
import { BUSINESS_CASUAL, WOHNEN_IM_HERBST } from './inspiration.ts';
import { AGB, DATENSCHUTZ, WIDERRUFSRECHT } from './legal.ts';
import { MODAL_RECORDS } from './modals.ts';
import { changedRecord, draftRecord, publishedRecord, type EntryRecord } from './model.ts';
import { NEWSLETTER } from './newsletter.ts';
import { PHONE_BOX_RECORDS } from './phoneBoxes.ts';
import { FAQS, FAQS_DRAFT, KUNDENSERVICE } from './service.ts';
import { NACHHALTIGKEIT } from './sustainability.ts';

/** Every entry that root collections list or other entries link, in the order collections return them. */
export const CONTENT_RECORDS: readonly EntryRecord[] = [
  publishedRecord(HOMEPAGE),
  publishedRecord(LIEFERUNG),
  changedRecord(FAQS, FAQS_DRAFT),
  publishedRecord(DATENSCHUTZ),
  publishedRecord(NEWSLETTER),
  publishedRecord(RUECKGABE),
  publishedRecord(AGB),
  publishedRecord(WIDERRUFSRECHT),
  publishedRecord(NACHHALTIGKEIT),
  publishedRecord(KUNDENSERVICE),
  publishedRecord(WOHNEN_IM_HERBST),
  publishedRecord(BUSINESS_CASUAL),
  draftRecord(ADVENTSKALENDER),
  ...MODAL_RECORDS,
  ...PHONE_BOX_RECORDS,
  ...LEGAL_HINT_RECORDS,
  ...COUPON_RECORDS,
  ...CATEGORY_IMAGE_LINK_RECORDS,
];
