import type { UseFormRegisterReturn } from 'react-hook-form';
import { STATE_CODE_LENGTH, ZIP_MAX } from '@civic/contracts';
import { TextField } from '@/components/ui/field';

type AddressField = 'address' | 'city' | 'state' | 'zipCode';

/**
 * Street Address, City, State and ZIP Code, laid out and behaving the same on the Personal info
 * screen and the Profile tab: State is uppercased as typed (SPEC §2) and holds two characters.
 */
export function AddressFields({ fields, errors }: { fields: Record<AddressField, UseFormRegisterReturn>; errors: Partial<Record<AddressField, string>> }) {
  const { state } = fields;
  return (
    <>
      <TextField label="Street Address" autoComplete="street-address" error={errors.address} {...fields.address} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <div className="col-span-2 sm:col-span-1">
          <TextField label="City" autoComplete="address-level2" error={errors.city} {...fields.city} />
        </div>
        <TextField
          label="State"
          autoComplete="address-level1"
          placeholder="CA"
          maxLength={STATE_CODE_LENGTH}
          autoCapitalize="characters"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
          error={errors.state}
          {...state}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return state.onChange(event);
          }}
        />
        <TextField label="ZIP Code" autoComplete="postal-code" inputMode="numeric" maxLength={ZIP_MAX} error={errors.zipCode} {...fields.zipCode} />
      </div>
    </>
  );
}
