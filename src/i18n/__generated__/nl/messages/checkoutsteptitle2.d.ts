export { checkoutsteptitle2 as "checkoutStepTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsteptitle2Inputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutsteptitle2: ((inputs: Checkoutsteptitle2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsteptitle2Inputs, {
    locale?: "nl";
}, {}>;
