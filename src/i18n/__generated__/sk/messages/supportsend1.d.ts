export { supportsend1 as "supportSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportsend1Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const supportsend1: ((inputs: Supportsend1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportsend1Inputs, {
    locale?: "sk";
}, {}>;
