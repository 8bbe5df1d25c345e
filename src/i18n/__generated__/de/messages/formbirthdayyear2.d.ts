export { formbirthdayyear2 as "formBirthdayYear" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayyear2Inputs = {};
/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayyear2: ((inputs?: Formbirthdayyear2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayyear2Inputs, {
    locale?: "de";
}, {}>;
