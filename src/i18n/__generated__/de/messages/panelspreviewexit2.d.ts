export { panelspreviewexit2 as "panelsPreviewExit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewexit2Inputs = {};
/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewexit2: ((inputs?: Panelspreviewexit2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewexit2Inputs, {
    locale?: "de";
}, {}>;
