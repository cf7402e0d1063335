/**
 * Toasts without shipping the toast library on first paint: calls are queued here, and the
 * <Toaster /> in the root layout loads sonner the first time one is shown, then replays the queue.
 */
import type { ReactNode } from "react";

export type ToastVariant = "default" | "success" | "destructive";

export type ToastOptions = {
  title: string;
  /** Text, or a node when the toast offers a link (the toaster renders it as it is). */
  description?: ReactNode;
  variant?: ToastVariant;
};

type Listener = (toast: ToastOptions) => void;

const queue: ToastOptions[] = [];
let listener: Listener | undefined;
let onFirstToast: (() => void) | undefined;

/** Shows a toast (loading the toast UI first when it is the first one). */
export function toast(options: ToastOptions): void {
  if (listener) {
    listener(options);
    return;
  }
  queue.push(options);
  onFirstToast?.();
}

/** Loads the toast UI ahead of a toast that is likely to come soon (a form being filled in). */
export function prepareToasts(): void {
  onFirstToast?.();
}

/** For the Toaster: asks to be told when the first toast is requested (or prepared for). */
export function onToastRequested(callback: () => void): () => void {
  onFirstToast = callback;
  if (queue.length > 0) callback();
  return () => {
    if (onFirstToast === callback) onFirstToast = undefined;
  };
}

/** For the loaded toast UI: receives queued toasts, then every later one. */
export function subscribeToasts(callback: Listener): () => void {
  listener = callback;
  for (const queued of queue.splice(0)) callback(queued);
  return () => {
    if (listener === callback) listener = undefined;
  };
}
