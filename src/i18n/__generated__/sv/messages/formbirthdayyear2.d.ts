export { formbirthdayyear2 as "formBirthdayYear" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdayyear2Inputs = {};
/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const formbirthdayyear2: ((inputs?: Formbirthdayyear2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdayyear2Inputs, {
    locale?: "sv";
}, {}>;
