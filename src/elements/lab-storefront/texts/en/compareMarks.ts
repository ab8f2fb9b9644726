/** Texts of marking packages for comparison: the mark on each package, the tray and its dialog. */
export const compareMarks = {
  'compareMarks.mark': 'Compare',
  'compareMarks.markOf': 'Compare {name}',
  'compareMarks.refused': 'You can compare at most {most} packages. Remove one from the tray to add {name}.',
  'compareMarks.tray': 'Packages to compare',
  'compareMarks.count.one': '{count} of {most} packages marked',
  'compareMarks.count.other': '{count} of {most} packages marked',
  'compareMarks.oneMore': 'Mark one more package to compare',
  'compareMarks.remove': 'Remove {name} from the comparison',
  'compareMarks.open': 'Compare now',
  'compareMarks.title': 'Compare packages',
  'compareMarks.close': 'Close',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    compareMarks: typeof compareMarks;
  }
}
