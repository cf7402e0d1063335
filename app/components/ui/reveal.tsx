import { useInViewOnce } from "#app/lib/use-in-view-once";
import { cn } from "#app/lib/utils";

/**
 * Fades its content in once, when 30% of it is visible. Without scripts the content simply shows
 * (the hidden start state only applies when scripting is enabled; see app.css).
 */
export function Reveal({ className, ...props }: React.ComponentProps<"div">) {
  const [ref, inView] = useInViewOnce<HTMLDivElement>(0.3);
  return <div ref={ref} data-revealed={inView} className={cn("reveal", className)} {...props} />;
}
