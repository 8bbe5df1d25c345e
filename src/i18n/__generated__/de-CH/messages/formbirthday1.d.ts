export { formbirthday1 as "formBirthday" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthday1Inputs = {};
/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const formbirthday1: ((inputs?: Formbirthday1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthday1Inputs, {
    locale?: "de-CH";
}, {}>;
