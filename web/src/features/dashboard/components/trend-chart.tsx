// One trend chart (docs/decisions.md, "Trends"): uPlot draws it on a canvas (the chart library that fits the lazy-chunk
// budget: @mantine/charts with recharts weighs 112 KiB gzip, uPlot 22 KiB), and everything a person reads from it is
// also text: the legend says each line's figure for the period pointed at (the latest by default), and the figures'
// table links each figure to the records it counts, as a click on the chart does. Lines differ in dash as in colour.
import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Card, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendChart as TrendChartView } from '@shared/schemas/trends';
import { formatMoney } from '@web/lib/format';
import { periodName, periodTick, trendEntriesPath } from './trend-periods';

const HEIGHT = 180;
/** Each line's look, on the chart (`dash`, uPlot's) and in its legend's swatch (`border`, CSS's): one list for both. */
const LINE_STYLES = [
  { colour: '--mantine-color-blue-7', dash: [], border: 'solid' },
  { colour: '--mantine-color-teal-8', dash: [6, 4], border: 'dashed' },
  { colour: '--mantine-color-red-8', dash: [2, 3], border: 'dotted' },
] as const;
const lineStyle = (i: number) => LINE_STYLES[i % LINE_STYLES.length]!;

const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#1c7ed6';

/** "$1.2k" on a money axis; a count as it is. */
const axisMoney = (cents: number) => {
  const dollars = cents / 100;
  return dollars >= 1000 ? `$${(dollars / 1000).toFixed(dollars >= 10_000 ? 0 : 1)}k` : `$${Math.round(dollars)}`;
};

/** A chart's periods, oldest first: every line has a point for each. */
const periodsOf = (chart: TrendChartView) => chart.lines[0]?.points.map((p) => p.period) ?? [];

const valueText = (chart: TrendChartView, value: number) => (chart.money ? formatMoney(value / 100) : String(value));

/** The line nearest the pointer's height at a period: what a click there means on a chart of several lines. */
const nearestLine = (u: uPlot, index: number): number => {
  let best = 0;
  let distance = Infinity;
  for (let line = 1; line < u.data.length; line++) {
    const value = u.data[line]![index];
    if (value === null || value === undefined) continue;
    const gap = Math.abs(u.valToPos(value, 'y') - (u.cursor.top ?? 0));
    if (gap < distance) [best, distance] = [line - 1, gap];
  }
  return best;
};

export const TrendChartCard = ({ chart, headingId }: { chart: TrendChartView; headingId: string }) => {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const periods = periodsOf(chart);
  const latest = periods.length - 1;
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? latest;

  // Drawn again only when the figures change: the query keeps an unchanged chart the same object.
  useEffect(() => {
    const element = box.current;
    const drawn = periodsOf(chart);
    if (!element || drawn.length === 0) return;
    const colours = chart.lines.map((_, i) => cssColour(lineStyle(i).colour));
    const text = cssColour('--mantine-color-dimmed');
    const grid = cssColour('--mantine-color-gray-3');
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: {
        x: { time: false, range: [-0.5, drawn.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(chart.money ? 10_000 : 4, max * 1.15)] },
      },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          space: 56,
          incrs: [1, 2, 3, 4, 6],
          // Counted back from the latest period, which is always named: it is the one a person looks for.
          splits: (_u, _axis, _min, _max, incr) => drawn.map((_, i) => i).filter((i) => (drawn.length - 1 - i) % Math.max(1, Math.round(incr)) === 0),
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && drawn[i] ? periodTick(drawn[i]) : '')),
        },
        {
          stroke: text,
          grid: { stroke: grid, width: 1 },
          size: chart.money ? 56 : 40,
          incrs: chart.money
            ? [1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000]
            : [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          values: (_u, splits) => splits.map((v) => (chart.money ? axisMoney(v) : String(v))),
        },
      ],
      series: [
        {},
        ...chart.lines.map((line, i) => ({
          label: line.label,
          stroke: colours[i],
          width: 2,
          dash: [...lineStyle(i).dash],
          points: { show: !chart.money, size: 5 },
          // Money is drawn in bars (a month's takings), counts in lines.
          ...(chart.money ? { fill: `${colours[i]}22`, paths: uPlot.paths.bars!({ size: [0.6, 48] }) } : {}),
        })),
      ],
      hooks: { setCursor: [(u) => setPointed(u.cursor.idx ?? null)] },
    };
    const data: uPlot.AlignedData = [drawn.map((_, i) => i), ...chart.lines.map((line) => line.points.map((p) => p.value))];
    const plot = new uPlot(options, data, element);
    plot.over.style.cursor = 'pointer';
    const open = () => {
      const index = plot.cursor.idx;
      if (index === null || index === undefined) return;
      const line = chart.lines[nearestLine(plot, index)]!;
      void navigate(trendEntriesPath(line.series, drawn[index]!, line.scope));
    };
    plot.over.addEventListener('click', open);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', open);
      plot.destroy();
    };
  }, [chart, navigate]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {chart.title}
      </Title>
      {/* What the pointer is on (else the latest period), line by line, as text. */}
      <Group gap="md" mb={4}>
        <Text size="xs" c="dimmed">
          {periods[shown] ? periodName(periods[shown]) : ''}
        </Text>
        {chart.lines.map((line, i) => (
          <Group key={line.label} gap={6} wrap="nowrap">
            {chart.money ? (
              // A bar's swatch for the chart drawn in bars.
              <Box aria-hidden w={10} h={10} style={{ background: `var(${lineStyle(i).colour})`, borderRadius: 2 }} />
            ) : (
              <Box aria-hidden w={16} h={0} style={{ borderTop: `2px ${lineStyle(i).border} var(${lineStyle(i).colour})` }} />
            )}
            <Text size="xs">
              {line.label}: <strong>{valueText(chart, line.points[shown]?.value ?? 0)}</strong>
            </Text>
          </Group>
        ))}
      </Group>
      <Box ref={box} aria-hidden data-testid="trend-canvas" />
      <details>
        <summary>
          <Text span size="xs" c="blue.8">
            The figures, each opening what it counts
          </Text>
        </summary>
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2} horizontalSpacing={6} miw={periods.length * 52 + 110}>
            <Table.Caption>{chart.title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{chart.period === 'week' ? 'Week of' : 'Month'}</Table.Th>
                {periods.map((period) => (
                  <Table.Th key={period} scope="col">
                    {periodTick(period)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chart.lines.map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Th scope="row">{line.label}</Table.Th>
                  {line.points.map((point) => (
                    <Table.Td key={point.period}>
                      <Anchor
                        component={Link}
                        to={trendEntriesPath(line.series, point.period, line.scope)}
                        size="xs"
                        aria-label={`${line.label}, ${periodName(point.period)}: ${valueText(chart, point.value)}`}
                      >
                        {valueText(chart, point.value)}
                      </Anchor>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </details>
    </Card>
  );
};
