export { contactreference1 as "contactReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactreference1Inputs = {
    reference: NonNullable<unknown>;
};
/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contactreference1: ((inputs: Contactreference1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactreference1Inputs, {
    locale?: "cs";
}, {}>;
