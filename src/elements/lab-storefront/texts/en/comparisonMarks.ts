/** Texts of marking packages for comparison: the mark on each package, the tray and its dialog. */
export const comparisonMarks = {
  'comparisonMarks.mark': 'Compare',
  'comparisonMarks.markOf': 'Compare {name}',
  'comparisonMarks.refused': 'You can compare at most {most} packages. Remove one from the tray to add {name}.',
  'comparisonMarks.tray': 'Packages to compare',
  'comparisonMarks.count.one': '{count} of {most} packages marked',
  'comparisonMarks.count.other': '{count} of {most} packages marked',
  'comparisonMarks.oneMore': 'Mark one more package to compare',
  'comparisonMarks.remove': 'Remove {name} from the comparison',
  'comparisonMarks.open': 'Compare now',
  'comparisonMarks.title': 'Compare packages',
  'comparisonMarks.close': 'Close',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    comparisonMarks: typeof comparisonMarks;
  }
}
