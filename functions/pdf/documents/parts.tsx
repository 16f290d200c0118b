// The pieces every PDF of the portal is drawn with: the letterhead, sections, tables and the page frame with
// its footer, in the look of pdf-styles.ts.
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './pdf-styles';

/** The college's name and lines under it on the left, `children` (a stamp) on the right, over the brand rule. */
export const Letterhead = ({ name, lines, children }: { name: string; lines: string[]; children?: ReactNode }) => (
  <View style={styles.letterhead}>
    <View>
      <Text style={styles.college}>{name}</Text>
      {lines.map((line) => (
        <Text key={line} style={styles.collegeLine}>
          {line}
        </Text>
      ))}
    </View>
    {children}
  </View>
);

/** The document's title with its facts on one line under it ("Form F7Q2K9X4 · Submitted"). */
export const TitleBlock = ({ title, meta }: { title: string; meta: string[] }) => (
  <>
    <Text style={styles.title}>{title}</Text>
    <View style={styles.meta}>
      {meta.map((item) => (
        <Text key={item} style={styles.metaItem}>
          {item}
        </Text>
      ))}
    </View>
  </>
);

/** Who the document is about or for, as label and value pairs on a tinted box, two to a line. */
export const PersonBox = ({ rows }: { rows: { label: string; value: string }[] }) => (
  <View style={styles.person} wrap={false}>
    {rows.map((row) => (
      <View key={row.label} style={styles.personCell}>
        <Text style={styles.personLabel}>{row.label}</Text>
        <Text style={styles.personValue}>{row.value}</Text>
      </View>
    ))}
  </View>
);

const Cells = ({ cells, weights, head = false }: { cells: string[]; weights: number[]; head?: boolean }) =>
  cells.map((cell, c) => (
    <Text key={c} style={[head ? styles.tableHeadCell : styles.tableCell, { flex: weights[c] }]}>
      {cell}
    </Text>
  ));

// The head moves to the next page with the first row; later rows move whole.
export const Table = ({ columns, weights, rows }: { columns: string[]; weights: number[]; rows: string[][] }) => (
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

// The heading and its rows are the page's own children, not wrapped in a section box: only then does the
// heading's minPresenceAhead move it to the next page with its first rows instead of leaving it alone at the
// bottom of a page.
export const Section = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => (
  <>
    <View style={styles.section} minPresenceAhead={30} wrap={false}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {description && <Text style={styles.sectionDescription}>{description}</Text>}
    </View>
    {children}
  </>
);

// Every page: the content where it flows, and the footer with the page number below it. A page layout (react-pdf's
// new pagination engine) measures the form once and packs it into pages; a fixed footer with a render prop would
// lay each page out again for every page number, several times slower on a full enrolment.
export const PageFrame = ({
  footer,
  pageNumber,
  totalPages,
  children,
}: {
  footer: string;
  pageNumber?: number;
  totalPages?: number;
  children: ReactNode;
}) => (
  <>
    <View style={styles.flow}>{children}</View>
    <View style={styles.footer}>
      <Text>{footer}</Text>
      <Text>{totalPages ? `Page ${pageNumber} of ${totalPages}` : `Page ${pageNumber}`}</Text>
    </View>
  </>
);
