export { contactreference1 as "contactReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactreference1Inputs = {
    reference: NonNullable<unknown>;
};
/**

* @param {Contactreference1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactreference1: ((inputs: Contactreference1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactreference1Inputs, {
    locale?: "sk";
}, {}>;
