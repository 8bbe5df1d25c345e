export { panelspreviewbanner2 as "panelsPreviewBanner" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewbanner2Inputs = {};
/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewbanner2: ((inputs?: Panelspreviewbanner2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewbanner2Inputs, {
    locale?: "cs";
}, {}>;
