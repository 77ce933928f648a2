type TDocumentExportButtonProps = {
  filter: string | undefined;
  sort: string | undefined;
  storeId: string | undefined;
  applied: { column: string; values: string[] }[];
};

/** The toolbar's export action (spec §2 "İşlem Listesi İndir"); it draws nothing yet. */
export function DocumentExportButton(props: TDocumentExportButtonProps) {
  void props;
  return null;
}
