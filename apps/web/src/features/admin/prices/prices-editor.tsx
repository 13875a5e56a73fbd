import { useState } from 'react';
import type { PricePreviewAnswer, PricesAnswer } from '@kestrel/domain/schemas/admin-prices';
import { TextAreaField } from '~/components/forms/text-field';
import { Button } from '~/components/ui/button';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { QueryState } from '~/components/ui/query-state';
import { ukDateTime } from '../format';
import { AdminPage, Panel } from '../components/admin-frame';
import { BasePriceTables } from './base-price-tables';
import { FactorTables } from './factor-tables';
import { PricePreview } from './price-preview';
import { usePrices } from '../api/get-prices';
import { previewPrices } from '../api/preview-prices';
import { publishPrices } from '../api/publish-prices';
import { fieldInWords, fromDraft, toDraft, type RateDraft } from './rate-draft';

const who = (version: PricesAnswer['versions'][number]) =>
  version.createdBy ? `${version.createdBy.name}, ${ukDateTime(version.createdAt ?? '')}` : 'Built-in starting prices';

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-danger bg-[#fdecea] p-4 text-danger">
      <p className="font-semibold">Please correct these before going on:</p>
      <ul className="mt-2 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The form: edit a copy of the current version, preview it, then publish it as the next version. */
function Editor({ answer, onPublished }: { answer: PricesAnswer; onPublished: () => void }) {
  const { current } = answer;
  const [draft, setDraft] = useState<RateDraft>(() => toDraft(current.tables));
  const [preview, setPreview] = useState<PricePreviewAnswer | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** Any edit makes the preview stale: publishing needs a preview of exactly what is published. */
  const edit = (next: (draft: RateDraft) => RateDraft) => {
    setDraft((now) => next(structuredClone(now)));
    setPreview(null);
  };

  function refused(error: unknown) {
    const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
    setProblems(
      fields.length > 0 ? fields.map(([path, message]) => `${fieldInWords(path)}: ${message}`) : [errorMessage(error)],
    );
  }

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblems([]);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  const read = () => {
    const result = fromDraft(draft);
    if ('problems' in result) {
      setProblems(result.problems);
      return null;
    }
    return result.tables;
  };

  const showPreview = () =>
    run(async () => {
      const tables = read();
      if (tables) setPreview(await previewPrices(tables));
    });

  const publish = () =>
    run(async () => {
      const tables = read();
      if (!tables) return;
      if (note.trim().length < 5) {
        setNoteError('Say what changed and why');
        return;
      }
      setNoteError(undefined);
      const published = await publishPrices({ tables, note: note.trim(), basedOn: current.version });
      toast.success(`Version ${published.version} published: new quotes use it now.`, { durationMs: 5000 });
      onPublished();
    });

  return (
    <>
      <Panel title="Plans and base prices">
        <p className="mb-4 text-muted">
          The price of each plan for a vehicle whose factors are all 1, in whole pounds. Untick “On sale” to withdraw a
          plan from new quotes.
        </p>
        <BasePriceTables
          plans={draft.plans}
          onChange={(id, next) =>
            edit((d) => {
              d.plans[id] = next;
              return d;
            })
          }
        />
      </Panel>
      <Panel title="Vehicle factors">
        <p className="mb-4 text-muted">
          The base price is multiplied by one factor from each table, then rounded to whole pounds.
        </p>
        <FactorTables
          draft={draft}
          onBand={(table, index, next) =>
            edit((d) => {
              d.bands[table][index] = next;
              return d;
            })
          }
          onFactor={(table, key, value) =>
            edit((d) => {
              d.factors[table][key] = value;
              return d;
            })
          }
        />
      </Panel>
      <Panel title="Preview and publish">
        <div className="space-y-4">
          <p className="text-muted">
            Publishing makes version {current.version + 1}. It applies to new quotes only: every warranty already sold
            keeps its price and documents.
          </p>
          <Problems problems={problems} />
          <Button variant="outline" onClick={() => void showPreview()} aria-disabled={busy}>
            Preview the change
          </Button>
          {preview ? <PricePreview preview={preview} /> : null}
          <TextAreaField
            label="What changed and why"
            rows={3}
            maxLength={500}
            value={note}
            error={noteError}
            hint="Kept with the version and in the audit log."
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            variant="primary"
            aria-disabled={busy}
            onClick={() => (preview ? void publish() : setProblems(['Preview the change before publishing it.']))}
          >
            Publish version {current.version + 1}
          </Button>
        </div>
      </Panel>
    </>
  );
}

/** /admin/prices: the rate tables and the plan list, versioned (DESIGN §3, §6). */
export function PricesEditor() {
  const query = usePrices();
  return (
    <AdminPage
      title="Prices"
      intro="The rate tables every quote is priced from. Each change is a new version; sold warranties never change."
    >
      <QueryState query={query} loading="Loading the prices…">
        {(answer) => (
          <>
            <Panel title={`Version ${answer.current.version} is in use`}>
              <p>
                {who(answer.current)}
                {answer.current.note ? `: ${answer.current.note}` : ''}
              </p>
              {answer.versions.length > 1 ? (
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold text-navy">Earlier versions</summary>
                  <ol className="mt-2 space-y-1">
                    {answer.versions.slice(1).map((version) => (
                      <li key={version.version}>
                        <span className="font-semibold">Version {version.version}</span> · {who(version)}
                        {version.note ? `: ${version.note}` : ''}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </Panel>
            <Editor key={answer.current.version} answer={answer} onPublished={() => void query.refetch()} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
