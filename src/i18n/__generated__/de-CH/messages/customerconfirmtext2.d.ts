export { customerconfirmtext2 as "customerConfirmText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerconfirmtext2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerconfirmtext2: ((inputs: Customerconfirmtext2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerconfirmtext2Inputs, {
    locale?: "de-CH";
}, {}>;
