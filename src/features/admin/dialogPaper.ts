/**
 * The review dialogs' paper: MUI's 32 px margins leave a phone little room for a long store name,
 * so below `sm` the dialogs keep 12 px on each side instead.
 */
export const dialogPaper = {
  paper: {
    sx: {
      m: { xs: 1.5, sm: 4 },
      width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
      maxHeight: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
    },
  },
} as const;
