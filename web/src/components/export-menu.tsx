import { exportFormatLabels, exportFormats, type ExportFormat } from '@settle/contract/export-reason';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ExportReasonDialog } from './export-reason-dialog';

export interface ExportMenuProps {
  /** What is downloaded, e.g. '회원 목록 다운로드' (the reason dialog's title). */
  title: string;
  /** One sentence on what the file holds, e.g. '지금 조건에 맞는 회원 전체를 내려받습니다.' */
  description: string;
  /** Downloads in the chosen format with the checked reason; rejects when refused. */
  onExport: (format: ExportFormat, reason: string) => Promise<void>;
}

const fileKinds: Record<ExportFormat, string> = { csv: 'CSV(.csv)', xlsx: 'Excel(.xlsx)' };

/**
 * The download button of every list that exports: a small menu of the file formats
 * (CSV 다운로드 / Excel 다운로드), then the 다운로드 사유 dialog for the one chosen.
 */
export function ExportMenu({ title, description, onExport }: ExportMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<ExportFormat | null>(null);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IconDownload size={18} />}
        endIcon={<IconChevronDown size={16} />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        다운로드
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {exportFormats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              setAsking(format);
            }}
          >
            {exportFormatLabels[format]} 다운로드
          </MenuItem>
        ))}
      </Menu>
      {asking && (
        <ExportReasonDialog
          title={`${title} (${exportFormatLabels[asking]})`}
          description={`${description} 파일 형식: ${fileKinds[asking]}.`}
          onConfirm={(reason) => onExport(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
