import { useId, useState } from 'react';
import { toggleChoice } from '../plan-filter';
import { buttonClasses } from '~/components/ui/button';

/**
 * Spec §2: the plan-name filter, multi-select. A disclosure button opens a group of checkboxes,
 * one per plan in the table; none ticked shows them all.
 */
export function PlanFilterControl({
  names,
  chosen,
  onChange,
}: {
  names: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ticked = chosen.filter((name) => names.includes(name));

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonClasses('outline')} gap-2`}
      >
        Filter by plan{ticked.length > 0 ? ` (${ticked.length} chosen)` : ''}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        <fieldset className="rounded-xl border border-line bg-surface p-3">
          <legend className="px-1 font-semibold text-navy">Show only these plans</legend>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-white">
                  <input
                    type="checkbox"
                    checked={ticked.includes(name)}
                    onChange={(event) => onChange(toggleChoice(ticked, name, event.target.checked))}
                    className="size-5 accent-navy"
                  />
                  <span>{name}</span>
                </label>
              </li>
            ))}
          </ul>
          {ticked.length > 0 ? (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-2 min-h-11 rounded-lg px-2 font-semibold text-teal-700 underline"
            >
              Show all plans
            </button>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}
