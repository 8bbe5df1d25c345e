export { customerconfirmtext2 as "customerConfirmText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerconfirmtext2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerconfirmtext2: ((inputs: Customerconfirmtext2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerconfirmtext2Inputs, {
    locale?: "cs";
}, {}>;
