export { trackingtitle1 as "trackingTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingtitle1Inputs = {};
/**

* @param {Trackingtitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingtitle1: ((inputs?: Trackingtitle1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingtitle1Inputs, {
    locale?: "fr";
}, {}>;
