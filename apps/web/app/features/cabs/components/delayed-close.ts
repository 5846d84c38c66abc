/**
 * Closes a suggestion list a moment after its box loses focus (a tap on an option lands after the blur),
 * unless the box gets the focus back first: a box left and re-entered within the moment must not close
 * the list it then opens (the cab journey typed into it 10 ms after a blur and lost its suggestions).
 */
export function delayedClose(close: () => void, delayMs: number) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };
  return {
    blurred() {
      cancel();
      pending = setTimeout(() => {
        pending = undefined;
        close();
      }, delayMs);
    },
    focused: cancel,
    dispose: cancel,
  };
}
