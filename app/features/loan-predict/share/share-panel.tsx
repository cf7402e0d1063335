import { useState } from "react";

import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { shareLink } from "#app/words/loan/share";

import { LinkIcon } from "../loan-icons";

// What the last Copy link did, and for which query: once the form changes, its message no longer applies.
type Copied = { query: string; url: string; ok: boolean };

/**
 * Copy link, and the share link's two messages, both in polite live regions: whether copying worked (when the
 * clipboard is refused, the link itself, selected for copying by hand) and which values of the link the page
 * was opened with were ignored (`note`).
 */
export function SharePanel({ query, note }: { query: string; note: string }) {
  const [copied, setCopied] = useState<Copied | null>(null);
  const current = copied?.query === query ? copied : null;

  async function copy() {
    // This page's address with the share query, and no fragment.
    const address = new URL(window.location.pathname, window.location.origin);
    address.search = query ? `?${query}` : "";
    const url = address.href;
    const ok = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setCopied({ query, url, ok: ok === true });
  }

  return (
    <div className="mt-4 text-sm text-neutral-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <LinkIcon aria-hidden="true" />
          {shareLink.copy}
        </Button>
        <p role="status" aria-live="polite">
          {current && (current.ok ? shareLink.copied : shareLink.refused)}
        </p>
      </div>
      {current && !current.ok && (
        <Input
          aria-label={shareLink.linkLabel}
          className="mt-2"
          readOnly
          value={current.url}
          // Focused and selected, so Ctrl+C or the context menu copies it at once.
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <p
        role="status"
        aria-live="polite"
        className={note ? "mt-3 rounded-lg bg-warning-50 p-3 text-warning-950" : undefined}
      >
        {note}
      </p>
    </div>
  );
}
