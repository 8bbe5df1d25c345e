export { panelspreviewtrigger2 as "panelsPreviewTrigger" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewtrigger2Inputs = {};
/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewtrigger2: ((inputs?: Panelspreviewtrigger2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewtrigger2Inputs, {
    locale?: "cs";
}, {}>;
