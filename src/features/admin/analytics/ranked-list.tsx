import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { ANALYTICS_EMPTY } from '../../../domain/analytics/overview.ts';
import { FigureTable } from './figure-table.tsx';

/** Names and counts as bars, largest first (top pages, platforms, sources). */
export function RankedList(props: {
  caption: string;
  columns: readonly [string, string];
  items: readonly BarListData[];
}) {
  const chart = useChart<BarListData>({
    sort: { by: 'value', direction: 'desc' },
    data: [...props.items],
    series: [{ name: 'name', color: 'orange.subtle' }],
  });
  if (props.items.length === 0) return <Text color="fg.muted">{ANALYTICS_EMPTY}</Text>;
  return (
    <Box>
      <Box aria-hidden="true">
        <BarList.Root chart={chart}>
          <BarList.Content>
            <BarList.Bar />
            <BarList.Value />
          </BarList.Content>
        </BarList.Root>
      </Box>
      <FigureTable
        caption={props.caption}
        columns={props.columns}
        rows={chart.data.map((item) => [item.name, item.value] as const)}
      />
    </Box>
  );
}
