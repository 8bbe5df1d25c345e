export { customeritems1 as "customerItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeritems1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Customeritems1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customeritems1: ((inputs: Customeritems1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeritems1Inputs, {
    locale?: "fr";
}, {}>;
