/**
 * The panels' alarm (the vendor's unanswered order, the driver's new ride),
 * made with the Web Audio API, no audio file. The context must have been
 * started by a click: browsers keep audio locked until a user gesture.
 * A harsher three-beep pattern than the new-order chime, so the two are told apart.
 */
export function alarm(context: AudioContext) {
  const start = context.currentTime;
  for (let i = 0; i < 3; i++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 988;
    const at = start + i * 0.3;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.22);
  }
}
