import { useRef, useState } from 'react';
import { alarm } from '~/lib/alarm-sound.ts';

/**
 * The vendor panel's alarm, for a new ride. Browsers keep audio locked until
 * a user gesture, so the driver turns the sound on with a click.
 */
export function useAlarmSound() {
  const audio = useRef<AudioContext | null>(null);
  const [soundOn, setSoundOn] = useState(false);

  async function toggle() {
    if (soundOn) {
      await audio.current?.suspend();
      setSoundOn(false);
      return;
    }
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio.current ??= new Context();
    await audio.current.resume();
    setSoundOn(true);
  }

  const play = () => {
    if (audio.current && audio.current.state === 'running') alarm(audio.current);
  };

  return { soundOn, toggle, play };
}
