export { customerpendingtext2 as "customerPendingText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpendingtext2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerpendingtext2: ((inputs: Customerpendingtext2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpendingtext2Inputs, {
    locale?: "cs";
}, {}>;
