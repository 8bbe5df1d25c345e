export { atb_general10 as "ATB_GENERAL" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_General10Inputs = {};
/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const atb_general10: ((inputs?: Atb_General10Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_General10Inputs, {
    locale?: "fr";
}, {}>;
