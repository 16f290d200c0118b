// A short-course order's tax invoice, drawn from invoice-content.ts: the college as seller with its ABN and a
// stamp (paid, amount due, cancelled), the buyer, the line sold with its GST, the participants and how to pay.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { InvoiceContent } from './invoice-content';
import { Letterhead, PageFrame, PersonBox, Section, Table, TitleBlock } from './parts';
import { styles } from './pdf-styles';

const STAMP_STYLES = { paid: styles.stampVerified, due: styles.stampDue, cancelled: styles.stampCancelled } as const;

const Rows = ({ rows }: { rows: { label: string; value: string }[] }) =>
  rows.map((row) => (
    <View key={row.label} style={styles.row} wrap={false}>
      <Text style={styles.label}>{row.label}</Text>
      <Text style={styles.answer}>{row.value}</Text>
    </View>
  ));

const LINE_WEIGHTS = [5, 1.4, 1.4, 1.4];

const Line = ({ line }: { line: InvoiceContent['line'] }) => (
  <View style={[styles.table, { marginTop: 14 }]} wrap={false}>
    <View style={styles.tableHead}>
      {['Description', 'Quantity', 'Unit price', 'Amount'].map((head, i) => (
        <Text key={head} style={[styles.tableHeadCell, { flex: LINE_WEIGHTS[i] }, i > 0 ? { textAlign: 'right' } : {}]}>
          {head}
        </Text>
      ))}
    </View>
    <View style={styles.tableRow}>
      <View style={[styles.tableCell, { flex: LINE_WEIGHTS[0] }]}>
        <Text>{line.description}</Text>
        <Text style={styles.invoiceDetail}>{line.detail}</Text>
      </View>
      {[line.quantity, line.unitPrice, line.amount].map((cell, i) => (
        <Text key={i} style={[styles.tableCell, { flex: LINE_WEIGHTS[i + 1], textAlign: 'right' }]}>
          {cell}
        </Text>
      ))}
    </View>
  </View>
);

export const InvoiceDocument = ({ content }: { content: InvoiceContent }) => (
  <Document
    title={`Tax invoice ${content.number}`}
    author={content.college.legalName}
    subject={`Tax invoice ${content.number} from ${content.college.name}`}
    creator={content.college.product}
    producer={content.college.product}
  >
    <Page
      size="A4"
      style={styles.page}
      layout={({ children, pageNumber, totalPages }) => (
        <PageFrame
          footer={`${content.college.legalName} · ABN ${content.college.abn} · Tax invoice ${content.number}`}
          pageNumber={pageNumber}
          totalPages={totalPages}
        >
          {children}
        </PageFrame>
      )}
    >
      <Letterhead
        name={content.college.name}
        lines={[`${content.college.legalName} · ABN ${content.college.abn}`, content.college.address, content.college.contact]}
      >
        <View style={[styles.stamp, STAMP_STYLES[content.stamp.tone]]}>
          <Text style={styles.stampTitle}>{content.stamp.title}</Text>
          <Text style={styles.stampText}>{content.stamp.text}</Text>
        </View>
      </Letterhead>

      <TitleBlock title="Tax invoice" meta={[`Invoice ${content.number}`, `Issued ${content.issued}`]} />
      <PersonBox rows={content.billTo} />

      <Line line={content.line} />
      <View style={styles.totals} wrap={false}>
        {content.totals.map((total) => (
          <View key={total.label} style={[styles.totalRow, total.strong ? styles.totalStrong : {}]}>
            <Text>{total.label}</Text>
            <Text>{total.value}</Text>
          </View>
        ))}
      </View>

      <Section title="Participants">
        <Table columns={['#', 'Name', 'USI', 'E-mail']} weights={[0.4, 3, 2, 3.5]} rows={content.participants} />
      </Section>

      <Section title="Payment">
        <Rows rows={content.payment} />
        {content.howToPay.length > 0 && (
          <View style={styles.row} wrap={false}>
            <Text style={styles.label}>How to pay</Text>
            <View style={styles.answer}>
              {content.howToPay.map((step) => (
                <Text key={step} style={{ marginBottom: 3 }}>
                  {step}
                </Text>
              ))}
            </View>
          </View>
        )}
      </Section>
    </Page>
  </Document>
);
