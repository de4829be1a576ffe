// Inline styles: the blocks ship no CSS file, and style properties set from script pass a
// Content-Security-Policy without 'unsafe-inline'. Colours keep at least 4.5:1 contrast.
import type { CSSProperties } from 'react';

export const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.5)',
  zIndex: 1000,
};

export const panelStyle: CSSProperties = {
  background: '#ffffff',
  color: '#1a1a1a',
  borderRadius: 8,
  padding: 16,
  maxWidth: 'calc(100vw - 32px)',
  boxSizing: 'border-box',
  font: '14px/1.4 system-ui, sans-serif',
};

export const titleStyle: CSSProperties = { margin: '0 0 8px', fontSize: 16 };

export const rowStyle: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 };

export const primaryButtonStyle: CSSProperties = {
  background: '#0b57d0',
  color: '#ffffff',
  border: 0,
  borderRadius: 4,
  padding: '6px 14px',
  font: 'inherit',
  cursor: 'pointer',
};

export const secondaryButtonStyle: CSSProperties = {
  background: '#ffffff',
  color: '#1a1a1a',
  border: '1px solid #5f6368',
  borderRadius: 4,
  padding: '6px 14px',
  font: 'inherit',
  cursor: 'pointer',
};
