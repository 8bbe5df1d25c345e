export { customersize1 as "customerSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersize1Inputs = {
    size: NonNullable<unknown>;
};
/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customersize1: ((inputs: Customersize1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersize1Inputs, {
    locale?: "cs";
}, {}>;
