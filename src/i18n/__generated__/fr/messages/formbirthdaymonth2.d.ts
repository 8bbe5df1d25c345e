export { formbirthdaymonth2 as "formBirthdayMonth" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthdaymonth2Inputs = {};
/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const formbirthdaymonth2: ((inputs?: Formbirthdaymonth2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthdaymonth2Inputs, {
    locale?: "fr";
}, {}>;
