export { panelspreviewtrigger2 as "panelsPreviewTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewtrigger2Inputs = {};
/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewtrigger2: ((inputs?: Panelspreviewtrigger2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewtrigger2Inputs, {
    locale?: "de-CH";
}, {}>;
