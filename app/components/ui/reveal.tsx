import { cn } from "#app/lib/utils";

/**
 * Fades its content in once, when 30% of it is visible: the reveal behaviour (lib/behaviours/reveal.ts) does it, on the
 * prerendered element and on one React adds later alike (lib/behaviours/behaviour.ts watches for those). Without
 * scripts the content simply shows (the hidden start state only applies when scripting is enabled; see app.css).
 */
export function Reveal({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-revealed="false" data-behaviour="reveal" className={cn("reveal", className)} {...props} />;
}
