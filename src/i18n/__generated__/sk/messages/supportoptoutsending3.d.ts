export { supportoptoutsending3 as "supportOptOutSending" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportoptoutsending3Inputs = {};
/**

* @param {Supportoptoutsending3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const supportoptoutsending3: ((inputs?: Supportoptoutsending3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportoptoutsending3Inputs, {
    locale?: "sk";
}, {}>;
