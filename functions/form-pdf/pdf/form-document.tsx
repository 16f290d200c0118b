// The PDF of a form, drawn from its content (form-content.ts): the letterhead and verification stamp, the
// person, each visible step as a section of label and answer rows, the files and the compliance clocks, and
// page numbers in the footer. A row never splits its label from its answer across pages.
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { PdfContent, PdfItem, PdfSection } from './form-content';
import { styles } from './pdf-styles';

/** Past this many characters an answer may run onto the next page rather than move whole. */
const LONG_ANSWER = 700;

const Bullets = ({ items }: { items: string[] }) => (
  <View>
    {items.map((item, i) => (
      <View key={i} style={styles.bullet}>
        <Text style={styles.bulletMark}>•</Text>
        <Text style={styles.bulletText}>{item}</Text>
      </View>
    ))}
  </View>
);

const Signature = ({ image, placeholder, caption }: { image?: Uint8Array; placeholder: string; caption?: string }) => (
  <View>
    <View style={styles.signatureBox}>
      {image ? (
        <Image style={styles.signatureImage} src={{ data: Buffer.from(image.buffer, image.byteOffset, image.byteLength), format: 'png' }} />
      ) : (
        <Text style={styles.signatureMissing}>{placeholder}</Text>
      )}
    </View>
    {caption && <Text style={styles.signatureCaption}>{caption}</Text>}
  </View>
);

const Cells = ({ cells, weights, head = false }: { cells: string[]; weights: number[]; head?: boolean }) =>
  cells.map((cell, c) => (
    <Text key={c} style={[head ? styles.tableHeadCell : styles.tableCell, { flex: weights[c] }]}>
      {cell}
    </Text>
  ));

// The head moves to the next page with the first row; later rows move whole.
const Table = ({ columns, weights, rows }: { columns: string[]; weights: number[]; rows: string[][] }) => (
  <View style={styles.table}>
    <View wrap={false}>
      <View style={styles.tableHead}>
        <Cells cells={columns} weights={weights} head />
      </View>
      {rows.slice(0, 1).map((row, r) => (
        <View key={r} style={styles.tableRow}>
          <Cells cells={row} weights={weights} />
        </View>
      ))}
    </View>
    {rows.slice(1).map((row, r) => (
      <View key={r} style={styles.tableRow} wrap={false}>
        <Cells cells={row} weights={weights} />
      </View>
    ))}
  </View>
);

const Item = ({ item }: { item: PdfItem }) => {
  if (item.kind === 'table') {
    // Wide: the label above the table, both full width.
    return (
      <View style={styles.stacked}>
        <Text style={styles.stackedLabel}>{item.label}</Text>
        <Table columns={item.columns} weights={item.weights} rows={item.rows} />
      </View>
    );
  }
  const long = item.kind === 'text' && item.text.length > LONG_ANSWER;
  return (
    <View style={styles.row} wrap={long}>
      <Text style={styles.label}>{item.label}</Text>
      <View style={styles.answer}>
        {item.kind === 'text' && <Text style={item.muted ? styles.muted : {}}>{item.text}</Text>}
        {item.kind === 'list' && <Bullets items={item.items} />}
        {item.kind === 'signature' && <Signature image={item.image} placeholder={item.placeholder} caption={item.caption} />}
      </View>
    </View>
  );
};

// The heading and its rows are the page's own children, not wrapped in a section box: only then does the
// heading's minPresenceAhead move it to the next page with its first rows instead of leaving it alone at the
// bottom of a page.
const Section = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <>
    <View style={styles.section} minPresenceAhead={30} wrap={false}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {description && <Text style={styles.sectionDescription}>{description}</Text>}
    </View>
    {children}
  </>
);

const StepSection = ({ section }: { section: PdfSection }) => (
  <Section title={section.title} description={section.description}>
    {section.items.map((item, i) => (
      <Item key={i} item={item} />
    ))}
  </Section>
);

const Stamp = ({ verification }: { verification: PdfContent['verification'] }) => (
  <View style={[styles.stamp, verification.verified ? styles.stampVerified : styles.stampPending]}>
    <Text style={styles.stampTitle}>{verification.verified ? 'VERIFIED' : 'NOT VERIFIED'}</Text>
    <Text style={styles.stampText}>{verification.verified ? verification.text : 'Not verified by the college yet'}</Text>
  </View>
);

// Every page: the content where it flows, and the footer with the page number below it. A page layout (react-pdf's
// new pagination engine) measures the form once and packs it into pages; a fixed footer with a render prop would
// lay each page out again for every page number, several times slower on a full enrolment.
const PageFrame = ({
  content,
  pageNumber,
  totalPages,
  children,
}: {
  content: PdfContent;
  pageNumber?: number;
  totalPages?: number;
  children: ReactNode;
}) => (
  <>
    <View style={styles.flow}>{children}</View>
    <View style={styles.footer}>
      <Text>
        {content.college.name} · {content.title} · Form {content.formId}
      </Text>
      <Text>{totalPages ? `Page ${pageNumber} of ${totalPages}` : `Page ${pageNumber}`}</Text>
    </View>
  </>
);

export const FormDocument = ({ content }: { content: PdfContent }) => (
  <Document
    title={`${content.title} ${content.formId}`}
    author={content.college.name}
    subject={content.subject}
    creator={content.college.product}
    producer={content.college.product}
  >
    <Page
      size="A4"
      style={styles.page}
      layout={({ children, pageNumber, totalPages }) => (
        <PageFrame content={content} pageNumber={pageNumber} totalPages={totalPages}>
          {children}
        </PageFrame>
      )}
    >
      <View style={styles.letterhead}>
        <View>
          <Text style={styles.college}>{content.college.name}</Text>
          <Text style={styles.collegeLine}>{content.college.registration}</Text>
          <Text style={styles.collegeLine}>{content.college.product}</Text>
        </View>
        <Stamp verification={content.verification} />
      </View>

      <Text style={styles.title}>{content.title}</Text>
      <View style={styles.meta}>
        <Text style={styles.metaItem}>Form {content.formId}</Text>
        <Text style={styles.metaItem}>{content.status}</Text>
      </View>

      <View style={styles.person} wrap={false}>
        {content.person.map((row) => (
          <View key={row.label} style={styles.personCell}>
            <Text style={styles.personLabel}>{row.label}</Text>
            <Text style={styles.personValue}>{row.value}</Text>
          </View>
        ))}
      </View>

      {content.sections.map((section, i) => (
        <StepSection key={i} section={section} />
      ))}

      <Section title="Files attached">
        {content.files.length === 0 ? (
          <Text style={[styles.row, styles.muted]}>No files attached</Text>
        ) : (
          content.files.map((file, i) => (
            <View key={i} style={styles.fileRow} wrap={false}>
              <Text style={styles.fileName}>{file.name}</Text>
              <Text style={styles.fileDetail}>{file.detail}</Text>
            </View>
          ))
        )}
      </Section>

      {content.clocks.length > 0 && (
        <Section title="Compliance deadlines">
          {content.clocks.map((clock, i) => (
            <View key={i} style={styles.row} wrap={false}>
              <Text style={styles.label}>{clock.label}</Text>
              <Text style={[styles.answer, clock.state === 'overdue' ? styles.clockOverdue : clock.state === 'met' ? styles.clockMet : {}]}>
                {clock.detail}
              </Text>
            </View>
          ))}
        </Section>
      )}

      <Section title="Verification">
        <View style={styles.row} wrap={false}>
          <Text style={styles.label}>College check</Text>
          <Text style={[styles.answer, verificationStyle(content.verification.verified)]}>{content.verification.text}</Text>
        </View>
      </Section>
    </Page>
  </Document>
);

const verificationStyle = (verified: boolean) => (verified ? styles.clockMet : styles.muted);
