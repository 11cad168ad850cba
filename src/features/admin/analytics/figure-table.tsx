import { Table, VisuallyHidden } from '@chakra-ui/react';

/**
 * A chart's figures as a table out of sight: what a screen reader reads instead of the drawing
 * (the charts themselves are hidden from it).
 */
export function FigureTable(props: {
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, number])[];
}) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{props.columns[0]}</Table.ColumnHeader>
            <Table.ColumnHeader>{props.columns[1]}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.map(([name, value]) => (
            <Table.Row key={name}>
              <Table.Cell>{name}</Table.Cell>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
