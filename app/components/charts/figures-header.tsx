import { TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";

/**
 * The header row of a table of figures: the column that names each row, then the figures' columns, right-aligned
 * as their numbers are. `className` goes on every header cell (a narrow table's padding).
 */
export function FiguresHeader({
  first,
  figures,
  className,
}: {
  first: string;
  figures: readonly string[];
  className?: string;
}) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead scope="col" className={className}>
          {first}
        </TableHead>
        {figures.map((name) => (
          <TableHead key={name} scope="col" className={cn(className, "text-right")}>
            {name}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
