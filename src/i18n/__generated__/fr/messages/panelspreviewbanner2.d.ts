export { panelspreviewbanner2 as "panelsPreviewBanner" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewbanner2Inputs = {};
/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewbanner2: ((inputs?: Panelspreviewbanner2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewbanner2Inputs, {
    locale?: "fr";
}, {}>;
