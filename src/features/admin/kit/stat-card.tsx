import { Card, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A figure on a card: its label, the number and a line under it (the Overview, Security, Analytics). */
export function StatCard(props: { label: string; value: number | string; help?: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{props.label}</Stat.Label>
          <Stat.ValueText>
            {typeof props.value === 'number' ? props.value.toLocaleString('en-US') : props.value}
          </Stat.ValueText>
          {/* A description of the figure: a dd, as a definition list allows (not a span). */}
          {props.help !== undefined && <Stat.HelpText as="dd">{props.help}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
