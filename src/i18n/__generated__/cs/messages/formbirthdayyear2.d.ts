export { formbirthdayyear2 as "formBirthdayYear" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayyear2Inputs = {};
/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayyear2: ((inputs?: Formbirthdayyear2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayyear2Inputs, {
    locale?: "cs";
}, {}>;
