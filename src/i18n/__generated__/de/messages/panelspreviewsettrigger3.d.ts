export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewsettrigger3Inputs = {};
/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewsettrigger3: ((inputs?: Panelspreviewsettrigger3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewsettrigger3Inputs, {
    locale?: "de";
}, {}>;
