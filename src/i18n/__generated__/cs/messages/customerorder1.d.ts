export { customerorder1 as "customerOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorder1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerorder1: ((inputs: Customerorder1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorder1Inputs, {
    locale?: "cs";
}, {}>;
