export { panelspreviewinvalid2 as "panelsPreviewInvalid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelspreviewinvalid2Inputs = {
    trigger: NonNullable<unknown>;
};
/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelspreviewinvalid2: ((inputs: Panelspreviewinvalid2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelspreviewinvalid2Inputs, {
    locale?: "de";
}, {}>;
