export { panelspreviewcleartrigger3 as "panelsPreviewClearTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewcleartrigger3Inputs = {};
/**

* @param {Panelspreviewcleartrigger3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewcleartrigger3: ((inputs?: Panelspreviewcleartrigger3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewcleartrigger3Inputs, {
    locale?: "de-CH";
}, {}>;
