import { MENU_CSV_FILE_FIELD, type TMenuImportResult } from '@oc/domain/catalogue/menu-csv.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../lib/upload';
import { refetchMenu } from './menu-cache';

type TImport = { file: File; isDryRun: boolean; onProgress: (percent: number) => void };

/**
 * POST /api/businesses/:id/menu/import, the CSV file in multipart: a dry run answers what the
 * import would do and every problem; the real one writes the menu, which is then asked again.
 */
export function useImportMenu(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, isDryRun, onProgress }: TImport) => {
      const form = new FormData();
      form.append(MENU_CSV_FILE_FIELD, file);
      return uploadWithProgress<TMenuImportResult>(
        `/businesses/${businessId}/menu/import${isDryRun ? '?dry_run=true' : ''}`,
        form,
        onProgress,
      );
    },
    onSuccess: (_result, { isDryRun }) => {
      if (!isDryRun) void refetchMenu(queryClient, businessId);
    },
  });
}
