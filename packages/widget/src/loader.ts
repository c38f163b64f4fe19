import { WIDGET_GLOBAL } from '@oc/domain/widgets/widget-protocol';

// The ordering widget's loader (docs/product/widgets.md); being written.
(window as unknown as Record<string, unknown>)[WIDGET_GLOBAL] ??= {};
