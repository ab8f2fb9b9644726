// The slice of fs-native-extensions 1.5's API the data-folder lock uses (the package ships no types).
declare module 'fs-native-extensions' {
  /**
   * Takes a kernel lock of the whole file open as `fd` if it is free, and says whether it did:
   * an open-file-description lock (`F_OFD_SETLK`) on Linux, `flock` on macOS, `LockFileEx` on
   * Windows. It ends when `fd` is closed, also by the process's death.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
