export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksconfirmationbyemail3Inputs = {};
/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const thanksconfirmationbyemail3: ((inputs?: Thanksconfirmationbyemail3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksconfirmationbyemail3Inputs, {
    locale?: "cs";
}, {}>;
