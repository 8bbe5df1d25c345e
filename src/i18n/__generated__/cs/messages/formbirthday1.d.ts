export { formbirthday1 as "formBirthday" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Formbirthday1Inputs = {};
/**

* @param {Formbirthday1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const formbirthday1: ((inputs?: Formbirthday1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Formbirthday1Inputs, {
    locale?: "cs";
}, {}>;
