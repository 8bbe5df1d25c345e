export { formbirthdaymonthhint3 as "formBirthdayMonthHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdaymonthhint3Inputs = {};
/**

* @param {Formbirthdaymonthhint3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const formbirthdaymonthhint3: ((inputs?: Formbirthdaymonthhint3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdaymonthhint3Inputs, {
    locale?: "de";
}, {}>;
