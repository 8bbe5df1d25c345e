export { trackingtitle1 as "trackingTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingtitle1Inputs = {};
/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingtitle1: ((inputs?: Trackingtitle1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingtitle1Inputs, {
    locale?: "sk";
}, {}>;
