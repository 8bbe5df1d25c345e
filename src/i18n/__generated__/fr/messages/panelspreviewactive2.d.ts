export { panelspreviewactive2 as "panelsPreviewActive" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewactive2Inputs = {
    trigger: NonNullable<unknown>;
};
/**

* @param {Panelspreviewactive2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewactive2: ((inputs: Panelspreviewactive2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewactive2Inputs, {
    locale?: "fr";
}, {}>;
