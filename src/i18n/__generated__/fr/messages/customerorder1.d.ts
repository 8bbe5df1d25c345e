export { customerorder1 as "customerOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorder1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorder1: ((inputs: Customerorder1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorder1Inputs, {
    locale?: "fr";
}, {}>;
