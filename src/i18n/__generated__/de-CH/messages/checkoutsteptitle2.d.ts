export { checkoutsteptitle2 as "checkoutStepTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsteptitle2Inputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutsteptitle2: ((inputs: Checkoutsteptitle2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsteptitle2Inputs, {
    locale?: "de-CH";
}, {}>;
