import { cn } from "#app/lib/utils";

// The demo's tables, in the shadcn shape. A default given with `fallback:` (app.css) gives way to any class passed
// in, as tailwind-merge would let it. No scrolling wrapper: a table that may scroll sideways gives its own wrapper
// a name and a tab stop (batch results), so that a keyboard can scroll it.

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return <table data-slot="table" className={cn("w-full text-sm", className)} {...props} />;
}

/** Header rows: a darker rule than the body's, and text a shade lighter. */
export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("text-neutral-700 [&_tr]:border-neutral-200", className)}
      {...props}
    />
  );
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr data-slot="table-row" className={cn("fallback:border-b fallback:border-neutral-100", className)} {...props} />
  );
}

/** A header cell; give it `scope` ("col", "row", "colgroup" or "rowgroup") so that screen readers pair it. */
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn("fallback:p-2 fallback:text-left fallback:font-medium", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("fallback:p-2", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("fallback:mb-2 fallback:text-left fallback:font-medium fallback:text-neutral-800", className)}
      {...props}
    />
  );
}
