// Spec §9: staff hear a sound (volume 0.7) when the count of waiting chats rises; the setting is kept in this
// browser, on by default. A short two-tone chime drawn with the Web Audio API: no file to load.
import { useEffect, useRef, useState } from 'react';

const SETTING_KEY = 'portal.chat-sound';
export const CHAT_SOUND_VOLUME = 0.7;

const chime = () => {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const gain = context.createGain();
  gain.gain.value = CHAT_SOUND_VOLUME;
  gain.connect(context.destination);
  [880, 1175].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.15);
    tone.stop(context.currentTime + i * 0.15 + 0.12);
  });
  setTimeout(() => void context.close(), 600);
};

/** The sound setting, and a chime each time `waiting` rises above what it was. */
export const useWaitingSound = (waiting: number | undefined) => {
  const [on, setOn] = useState(() => window.localStorage.getItem(SETTING_KEY) !== 'off');
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (waiting === undefined) return;
    if (on && last.current !== undefined && waiting > last.current) chime();
    last.current = waiting;
  }, [waiting, on]);
  const toggle = (value: boolean) => {
    window.localStorage.setItem(SETTING_KEY, value ? 'on' : 'off');
    setOn(value);
  };
  return { on, toggle };
};
