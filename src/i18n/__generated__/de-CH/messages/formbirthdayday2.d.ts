export { formbirthdayday2 as "formBirthdayDay" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayday2Inputs = {};
/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayday2: ((inputs?: Formbirthdayday2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayday2Inputs, {
    locale?: "de-CH";
}, {}>;
