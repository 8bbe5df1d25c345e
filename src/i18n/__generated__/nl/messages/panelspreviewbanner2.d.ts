export { panelspreviewbanner2 as "panelsPreviewBanner" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewbanner2Inputs = {};
/**

* @param {Panelspreviewbanner2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewbanner2: ((inputs?: Panelspreviewbanner2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewbanner2Inputs, {
    locale?: "nl";
}, {}>;
