export { atb_added8 as "ATB_ADDED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_Added8Inputs = {};
/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const atb_added8: ((inputs?: Atb_Added8Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_Added8Inputs, {
    locale?: "de";
}, {}>;
