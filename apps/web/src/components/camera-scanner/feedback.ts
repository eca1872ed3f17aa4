'use client';

let audio: AudioContext | null = null;

/**
 * A read is felt and heard: a short vibration where the phone has one, and a beep made by the
 * page (an oscillator: no sound file to load). Both are best effort and silent on failure.
 */
export function readFeedback() {
  navigator.vibrate?.(80);
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'square';
    osc.frequency.value = 1800;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.09);
  } catch {
    // No audio output (or not allowed yet): the vibration and the list still say it.
  }
}
