export { formbirthdaymonthhint3 as "formBirthdayMonthHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdaymonthhint3Inputs = {};
/**

* @param {Formbirthdaymonthhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const formbirthdaymonthhint3: ((inputs?: Formbirthdaymonthhint3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdaymonthhint3Inputs, {
    locale?: "fr";
}, {}>;
