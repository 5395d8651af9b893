import { CircleAlert, CircleCheck, MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DistrictConfidence, DistrictInfo } from '@civic/contracts';
import { cn } from '@/lib/utils';

const CONFIDENCE_STYLES: Record<DistrictConfidence, { box: string; icon: typeof CircleCheck; iconClass: string; label: string }> = {
  HIGH: { box: 'border-success-700/40 bg-success-50', icon: CircleCheck, iconClass: 'text-success-700', label: 'High confidence' },
  MEDIUM: { box: 'border-accent-500/60 bg-accent-100/60', icon: TriangleAlert, iconClass: 'text-accent-800', label: 'Medium confidence' },
  LOW: { box: 'border-danger-600/40 bg-danger-50', icon: CircleAlert, iconClass: 'text-danger-700', label: 'Low confidence' },
};

/**
 * The result of an address → district lookup (SPEC §2 Personal info screen): the message coloured
 * by confidence (HIGH green, MEDIUM yellow, LOW red), plus the congressional district and county
 * when known. Shown by onboarding step 1 and by the Profile tab after an address change.
 */
export function DistrictBanner({ message, districtInfo, children }: { message: string; districtInfo: DistrictInfo; children?: ReactNode }) {
  const { confidence, congressionalDistrict, county } = districtInfo;
  const style = CONFIDENCE_STYLES[confidence];
  const Icon = style.icon;
  return (
    <div data-testid="validation-banner" data-confidence={confidence} className={cn('flex gap-3 rounded-xl border p-4', style.box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.iconClass)} />
      <div className="grid gap-1 text-sm text-ink-900">
        <p className="font-semibold">{style.label}</p>
        <p>{message}</p>
        {congressionalDistrict || county ? (
          <dl className="mt-1 grid gap-0.5">
            {congressionalDistrict ? (
              <div className="flex gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-600" />
                <dt className="font-medium">Congressional district:</dt>
                <dd>{congressionalDistrict}</dd>
              </div>
            ) : null}
            {county ? (
              <div className="flex gap-1.5 pl-5.5">
                <dt className="font-medium">County:</dt>
                <dd>{county}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {children ? <div className="mt-1 text-ink-700">{children}</div> : null}
      </div>
    </div>
  );
}
