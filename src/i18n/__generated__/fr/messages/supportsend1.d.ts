export { supportsend1 as "supportSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportsend1Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const supportsend1: ((inputs: Supportsend1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportsend1Inputs, {
    locale?: "fr";
}, {}>;
