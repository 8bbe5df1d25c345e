export { customerplannextdue3 as "customerPlanNextDue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerplannextdue3Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerplannextdue3: ((inputs: Customerplannextdue3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerplannextdue3Inputs, {
    locale?: "cs";
}, {}>;
