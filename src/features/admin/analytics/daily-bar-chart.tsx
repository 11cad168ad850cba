import { Box } from '@chakra-ui/react';
import { useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUtcMonthDay } from '../kit/index.ts';
import { FigureTable } from './figure-table.tsx';

/**
 * One bar per day; its figures also in a table for screen readers (FigureTable). The chart takes
 * its colours from the theme through the charts' `useChart`, but not `Chart.Root`: that module's
 * `defineStyle`, shared with the site's theme chunk, made the bundler keep every Chakra recipe in
 * the chunk visitors load (+10 KB gzip).
 */
export function DailyBarChart(props: {
  label: string;
  unit: string;
  days: readonly { date: string; value: number }[];
}) {
  const chart = useChart({
    data: props.days.map((day) => ({ day: formatUtcMonthDay(day.date), value: day.value })),
    series: [{ name: 'value', color: 'orange.solid', label: props.unit }],
  });
  return (
    <Box as="figure" m="0">
      <Box aria-hidden="true" h={{ base: '48', md: '64' }} textStyle="xs">
        {/* Sized by its box; kept out of the tab order, as the drawing is hidden from readers. */}
        <BarChart
          data={chart.data}
          responsive
          style={{ width: '100%', height: '100%' }}
          accessibilityLayer={false}
          tabIndex={-1}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('day')}
            tickLine={false}
            axisLine={false}
            stroke={chart.color('fg.muted')}
          />
          <YAxis
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            width={40}
            stroke={chart.color('fg.muted')}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            contentStyle={{
              background: chart.color('bg.panel'),
              borderColor: chart.color('border'),
              borderRadius: 6,
            }}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              name={props.unit}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              isAnimationActive={false}
              radius={4}
            />
          ))}
        </BarChart>
      </Box>
      <FigureTable
        caption={props.label}
        columns={['Day', props.unit]}
        rows={props.days.map((day) => [formatUtcMonthDay(day.date), day.value] as const)}
      />
    </Box>
  );
}
