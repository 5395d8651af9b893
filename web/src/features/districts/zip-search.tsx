import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ZipDistricts } from '@civic/contracts';
import { PUBLIC_DISTRICT_MESSAGES, ZIP_CODE_LENGTH } from '@civic/contracts/rules';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api';
import { findDistrictsByZip } from './api';

/**
 * Find a district by ZIP code: one district opens its page; a ZIP that spans several lists them.
 * One field on a prerendered public page: checked by hand with the contract's rule and message
 * instead of react-hook-form and zod, which would weigh on the page's first load.
 */
export function ZipSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [zip, setZip] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<ZipDistricts | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setChoices(null);
    const value = zip.trim();
    if (value.length !== ZIP_CODE_LENGTH || !/^\d+$/.test(value)) {
      setError(PUBLIC_DISTRICT_MESSAGES.zip);
      return;
    }
    setPending(true);
    try {
      const found = await findDistrictsByZip(value);
      const districts = [...new Set(found.districts.map((d) => d.district))];
      if (districts.length === 1) navigate(`/districts/${districts[0]}`);
      else setChoices(found);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="District search" className="mx-auto flex max-w-md flex-col gap-2 text-left">
      <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
        ZIP code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_CODE_LENGTH}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="block w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2 text-base text-ink-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-brand-500/40"
        />
        <SubmitButton pending={pending} pendingLabel="Finding...">
          Find my district
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {choices ? (
        <div role="status" className="text-sm text-ink-700">
          <p>ZIP {choices.zip} lies in more than one district. Pick yours:</p>
          <ul className="mt-1 flex flex-wrap gap-3">
            {[...new Set(choices.districts.map((d) => d.district))].map((d) => (
              <li key={d}>
                <Link className="font-medium text-brand-700 underline" to={`/districts/${d}`}>
                  {d}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
