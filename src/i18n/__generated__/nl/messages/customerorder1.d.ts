export { customerorder1 as "customerOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorder1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerorder1: ((inputs: Customerorder1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorder1Inputs, {
    locale?: "nl";
}, {}>;
