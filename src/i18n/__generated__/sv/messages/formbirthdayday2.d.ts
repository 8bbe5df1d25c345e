export { formbirthdayday2 as "formBirthdayDay" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayday2Inputs = {};
/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayday2: ((inputs?: Formbirthdayday2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayday2Inputs, {
    locale?: "sv";
}, {}>;
