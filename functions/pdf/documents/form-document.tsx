// The PDF of a form, drawn from its content (form-content.ts): the letterhead and verification stamp, the
// person, each visible step as a section of label and answer rows, the files and the compliance clocks, and
// page numbers in the footer. A row never splits its label from its answer across pages.
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import type { PdfContent, PdfItem, PdfSection } from './form-content';
import { Letterhead, PageFrame, PersonBox, Section, Table, TitleBlock } from './parts';
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
        <PageFrame footer={`${content.college.name} · ${content.title} · Form ${content.formId}`} pageNumber={pageNumber} totalPages={totalPages}>
          {children}
        </PageFrame>
      )}
    >
      <Letterhead lines={[content.college.registration, content.college.product]} name={content.college.name}>
        <Stamp verification={content.verification} />
      </Letterhead>

      <TitleBlock title={content.title} meta={[`Form ${content.formId}`, content.status]} />
      <PersonBox rows={content.person} />

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
