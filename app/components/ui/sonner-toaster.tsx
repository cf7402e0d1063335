import { useEffect, useSyncExternalStore } from "react";
import { toast as sonner, Toaster } from "sonner";

import { isDarkTheme, subscribeTheme } from "#app/lib/theme/theme";
import { subscribeToasts, type ToastOptions } from "#app/lib/toast";
import { commonWords } from "#app/words/site/common";

function show({ title, description, variant = "default" }: ToastOptions) {
  if (variant === "destructive") sonner.error(title, { description });
  else if (variant === "success") sonner.success(title, { description });
  else sonner(title, { description });
}

/** The loaded toast UI (lazy): sonner's Toaster, fed by app/lib/toast.ts, in the page's theme. */
export default function SonnerToaster() {
  useEffect(() => subscribeToasts(show), []);
  const dark = useSyncExternalStore(subscribeTheme, isDarkTheme, () => false);
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      theme={dark ? "dark" : "light"}
      containerAriaLabel={commonWords.toasts.region}
      toastOptions={{ closeButtonAriaLabel: commonWords.toasts.close }}
    />
  );
}
