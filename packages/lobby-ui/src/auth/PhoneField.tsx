// The phone number, with the site's dialling prefixes before it when it offers a list.
import type { Ref } from 'react';
import { useLobbyText } from '../shared/texts';
import type { AuthCountry } from './auth-types';
import { FieldFrame, fieldAria } from './FieldFrame';

export interface PhoneFieldProps {
  readonly id: string;
  readonly areaCodeId: string;
  readonly value: string;
  readonly areaCode: string;
  readonly countries: readonly AuthCountry[];
  readonly onChange: (value: string) => void;
  readonly onAreaCodeChange: (areaCode: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly areaCodeRef: Ref<HTMLSelectElement>;
}

export function PhoneField({
  id,
  areaCodeId,
  value,
  areaCode,
  countries,
  onChange,
  onAreaCodeChange,
  onBlur,
  error,
  inputRef,
  areaCodeRef,
}: PhoneFieldProps) {
  const text = useLobbyText();
  return (
    <FieldFrame id={id} label={text('lobby.auth.phone')} error={error}>
      {countries.length > 0 && (
        <select
          ref={areaCodeRef}
          id={areaCodeId}
          className="lk-auth__select lk-auth__area-code"
          aria-label={text('lobby.auth.countryCode')}
          value={areaCode}
          onChange={(event) => onAreaCodeChange(event.currentTarget.value)}
        >
          {countries.map((country, index) => (
            // Countries may share a prefix (+1): the index keeps each option its own.
            <option key={`${index}-${country.countryName}`} value={country.phoneNumberSegment}>
              {`${country.phoneNumberSegment} ${country.countryName}`}
            </option>
          ))}
        </select>
      )}
      <input
        ref={inputRef}
        id={id}
        className="lk-auth__input"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        {...fieldAria(id, { error: Boolean(error) })}
      />
    </FieldFrame>
  );
}
