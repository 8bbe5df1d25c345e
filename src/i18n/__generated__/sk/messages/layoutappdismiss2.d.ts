export { layoutappdismiss2 as "layoutAppDismiss" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutappdismiss2Inputs = {};
/**

* @param {Layoutappdismiss2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutappdismiss2: ((inputs?: Layoutappdismiss2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutappdismiss2Inputs, {
    locale?: "sk";
}, {}>;
