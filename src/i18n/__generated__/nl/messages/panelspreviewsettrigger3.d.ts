export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewsettrigger3Inputs = {};
/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewsettrigger3: ((inputs?: Panelspreviewsettrigger3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewsettrigger3Inputs, {
    locale?: "nl";
}, {}>;
