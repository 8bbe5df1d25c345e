export { customerpendingtext2 as "customerPendingText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpendingtext2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerpendingtext2: ((inputs: Customerpendingtext2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpendingtext2Inputs, {
    locale?: "nl";
}, {}>;
