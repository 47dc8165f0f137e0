/** The patient file's images page (the patients feature's route table entry). */
export function imagesPagePath(patientKey: string): string {
  return `/patientCenter/images?id=${encodeURIComponent(patientKey)}`;
}
