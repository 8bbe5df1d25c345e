export { customersize1 as "customerSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersize1Inputs = {
    size: NonNullable<unknown>;
};
/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customersize1: ((inputs: Customersize1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersize1Inputs, {
    locale?: "fr";
}, {}>;
