// A Mantine Select whose dropdown code loads when the person reaches for it. The Select itself is light, but its
// dropdown brings the combobox, the popover and its positioning (floating-ui): 30 KiB a guest's chat would load before
// anyone opens a list. Until then the field is drawn as the closed Select draws itself (the same input, label, chevron
// and attributes: deferred-select.test.tsx compares the two); pointing at it, focusing it or pressing a key on it
// loads the Select, which takes its place with the focus, opened when the person was opening it.
import { ComboboxChevron, InputBase, type SelectProps } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type Ref } from 'react';

type Option = string | { value: string; label: string };

/** What a deferred Select takes: the props of the Select it becomes, for flat lists of options. */
export type DeferredSelectProps = Omit<SelectProps, 'data'> & { data: readonly Option[] };

type LoadedSelect = ComponentType<SelectProps & { ref?: Ref<HTMLInputElement> }>;

let loaded: LoadedSelect | undefined;
const loadSelect = (): Promise<LoadedSelect> =>
  import('./mantine-select').then(({ MantineSelect }) => {
    loaded = MantineSelect;
    return MantineSelect;
  });

/** The keys that open a closed Select (Mantine's combobox target). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Space']);

const labelOf = (data: readonly Option[], value: string | null | undefined): string => {
  const option = data.find((o) => (typeof o === 'string' ? o : o.value) === value);
  return option === undefined ? '' : typeof option === 'string' ? option : option.label;
};

export function DeferredSelect({ data, ...props }: DeferredSelectProps) {
  const [Select, setSelect] = useState<LoadedSelect | undefined>(() => loaded);
  // What the person was doing when the Select arrived: it keeps the focus, and opens if they were opening it.
  const reached = useRef<'focus' | 'open' | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (Select && reached.current) input.current?.focus();
  }, [Select]);

  if (Select) return <Select {...props} data={data as SelectProps['data']} ref={input} defaultDropdownOpened={reached.current === 'open'} />;

  const reach = (how?: 'focus' | 'open') => {
    if (how && reached.current !== 'open') reached.current = how;
    // Loading again after a failure (offline) is the next touch's business.
    void loadSelect().then(
      (select) => setSelect(() => select),
      () => undefined,
    );
  };
  const { label, placeholder, required, error, description, disabled, style, className, id, name, size } = props;
  return (
    <>
      <InputBase
        __staticSelector="Select"
        id={id}
        label={label}
        description={description}
        placeholder={placeholder}
        required={required}
        error={error}
        disabled={disabled}
        size={size}
        style={style}
        className={className}
        readOnly
        pointer
        value={labelOf(data, props.value)}
        aria-haspopup="listbox"
        autoComplete="off"
        rightSection={<ComboboxChevron size={size} error={error} />}
        rightSectionPointerEvents="none"
        onPointerEnter={() => reach()}
        onFocus={() => reach('focus')}
        // A press is a click begun: the Select may arrive between the press and the release, and the release then lands
        // on it, not here, so no click would tell it to open. A click the Select, once there, answers itself.
        onPointerDown={() => reach('open')}
        onClick={() => reach('open')}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!OPENING_KEYS.has(event.nativeEvent.code)) return;
          event.preventDefault();
          reach('open');
        }}
      />
      {/* As the Select's own: a form reads the value from it. */}
      <input type="hidden" value={props.value ?? ''} name={name} disabled={disabled} />
    </>
  );
}
