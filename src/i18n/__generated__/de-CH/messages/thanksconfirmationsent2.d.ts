export { thanksconfirmationsent2 as "thanksConfirmationSent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksconfirmationsent2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thanksconfirmationsent2: ((inputs: Thanksconfirmationsent2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksconfirmationsent2Inputs, {
    locale?: "de-CH";
}, {}>;
