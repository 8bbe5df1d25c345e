export { atb_general10 as "ATB_GENERAL" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_General10Inputs = {};
/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const atb_general10: ((inputs?: Atb_General10Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_General10Inputs, {
    locale?: "cs";
}, {}>;
