import { boot } from './boot';

// The ordering widget's loader, served at /widget/v1.js on the website's address
// (docs/product/widgets.md, packages/domain/src/widgets/widget-protocol.ts). Each run starts the
// widget of the script tag that ran it; window.OrderWidget is made once and shared.
boot();
