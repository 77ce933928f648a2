export const trGlobalSearch = {
  globalSearch: {
    results: 'Arama sonuçları',
    empty: 'Sonuç bulunamadı',
    type: { business: 'İşletme', store: 'Şube', device: 'Cihaz', transaction: 'İşlem' },
    inStore: '{{store}} · {{tenant}}',
    transaction: '{{date}} · {{amount}} · {{store}}',
  },
} as const;
