export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewsettrigger3Inputs = {};
/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewsettrigger3: ((inputs?: Panelspreviewsettrigger3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewsettrigger3Inputs, {
    locale?: "sv";
}, {}>;
