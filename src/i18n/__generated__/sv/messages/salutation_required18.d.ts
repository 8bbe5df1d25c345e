export { salutation_required18 as "SALUTATION_REQUIRED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Salutation_Required18Inputs = {};
/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const salutation_required18: ((inputs?: Salutation_Required18Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Salutation_Required18Inputs, {
    locale?: "sv";
}, {}>;
