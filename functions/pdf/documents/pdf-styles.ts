// The look of a form's PDF: A4, the built-in Helvetica (DejaVu Sans for the letters it lacks, fonts.ts), the
// college's blue, and answers beside their labels.
import { StyleSheet } from '@react-pdf/renderer';
import { FALLBACK_FONT, FALLBACK_FONT_BOLD } from './fonts';

const REGULAR = ['Helvetica', FALLBACK_FONT];
const BOLD = ['Helvetica-Bold', FALLBACK_FONT_BOLD];
const OBLIQUE = ['Helvetica-Oblique', FALLBACK_FONT];

export const BRAND = '#1c4e80';
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#d9e0e7';
const TINT = '#f1f5f9';

export const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 24,
    paddingHorizontal: 44,
    fontFamily: REGULAR,
    fontSize: 9.5,
    color: INK,
  },

  // Unitless line heights multiply the font size declared beside them (not an inherited one), so each
  // style that sets one sets its font size too.

  // Letterhead and title.
  letterhead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    paddingBottom: 10,
    borderBottomWidth: 2,
    borderBottomColor: BRAND,
  },
  college: { fontFamily: BOLD, fontSize: 16, color: BRAND },
  collegeLine: { fontSize: 8.5, color: MUTED },
  stamp: { width: 170, borderWidth: 1.5, borderRadius: 3, paddingVertical: 5, paddingHorizontal: 8 },
  stampVerified: { borderColor: '#2f7d32', color: '#2f7d32' },
  stampPending: { borderColor: '#9aa5b1', color: MUTED },
  stampDue: { borderColor: BRAND, color: BRAND },
  stampCancelled: { borderColor: '#b3261e', color: '#b3261e' },
  stampTitle: { fontFamily: BOLD, fontSize: 10 },
  stampText: { fontSize: 8.5 },
  title: { fontFamily: BOLD, fontSize: 18, marginTop: 14 },
  meta: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 2, fontSize: 9, color: MUTED },
  metaItem: { marginRight: 16 },

  // The person the form is about.
  person: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    marginTop: 10,
    fontSize: 9.5,
    lineHeight: 1.25,
    paddingVertical: 6,
    paddingHorizontal: 8,
    backgroundColor: TINT,
    borderRadius: 3,
  },
  personCell: { width: '50%', flexDirection: 'row', paddingVertical: 1.5, paddingRight: 8 },
  personLabel: { width: 70, color: MUTED },
  personValue: { flex: 1, fontFamily: BOLD },

  // Sections (the definition's steps) and their rows.
  section: { marginTop: 16 },
  sectionTitle: { fontFamily: BOLD, fontSize: 11.5, color: BRAND, paddingBottom: 3, borderBottomWidth: 1, borderBottomColor: BRAND },
  sectionDescription: { fontFamily: OBLIQUE, fontSize: 8.5, lineHeight: 1.3, color: MUTED, marginTop: 3 },
  row: { flexDirection: 'row', paddingVertical: 4, fontSize: 9.5, lineHeight: 1.3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  label: { width: '40%', paddingRight: 10, color: MUTED },
  answer: { width: '60%' },
  muted: { color: '#9aa5b1' },
  bullet: { flexDirection: 'row' },
  bulletMark: { width: 9 },
  bulletText: { flex: 1 },

  // A row of a stacked item (a table of rows): the label above, full width.
  stacked: { paddingVertical: 4, fontSize: 9.5, lineHeight: 1.3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  stackedLabel: { color: MUTED, marginBottom: 3 },
  table: { borderWidth: 0.5, borderColor: RULE },
  tableRow: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: RULE },
  tableHead: { flexDirection: 'row', backgroundColor: TINT },
  tableHeadCell: { flex: 1, padding: 3, fontFamily: BOLD, fontSize: 8, lineHeight: 1.25 },
  tableCell: { flex: 1, padding: 3, fontSize: 8.5, lineHeight: 1.25 },

  // Signatures.
  signatureBox: { width: 190, height: 62, padding: 4, borderWidth: 0.5, borderColor: '#9aa5b1', borderRadius: 2, justifyContent: 'center' },
  signatureImage: { objectFit: 'contain', width: '100%', height: '100%' },
  signatureMissing: { color: '#9aa5b1', textAlign: 'center' },
  signatureCaption: { fontSize: 8.5, lineHeight: 1.25, color: MUTED, marginTop: 2 },

  // Files and clocks.
  fileRow: { flexDirection: 'row', paddingVertical: 3, fontSize: 9.5, lineHeight: 1.3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  fileName: { flex: 1, paddingRight: 10 },
  fileDetail: { width: 120, color: MUTED, textAlign: 'right' },
  clockOverdue: { color: '#b3261e', fontFamily: BOLD },
  clockMet: { color: '#2f7d32' },

  // A tax invoice: the line sold, its totals to the right.
  invoiceDetail: { fontSize: 8.5, color: MUTED, marginTop: 1 },
  totals: { marginTop: 8, marginLeft: 'auto', width: 230 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2.5, fontSize: 9.5 },
  totalStrong: { fontFamily: BOLD, borderTopWidth: 0.5, borderTopColor: RULE },

  flow: { flexGrow: 1 },
  footer: {
    marginTop: 12,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 5,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    fontSize: 8,
    color: MUTED,
  },
});
