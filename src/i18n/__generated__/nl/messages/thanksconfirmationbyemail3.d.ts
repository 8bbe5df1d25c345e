export { thanksconfirmationbyemail3 as "thanksConfirmationByEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksconfirmationbyemail3Inputs = {};
/**

* @param {Thanksconfirmationbyemail3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const thanksconfirmationbyemail3: ((inputs?: Thanksconfirmationbyemail3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksconfirmationbyemail3Inputs, {
    locale?: "nl";
}, {}>;
