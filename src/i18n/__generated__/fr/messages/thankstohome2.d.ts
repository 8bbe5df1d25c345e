export { thankstohome2 as "thanksToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstohome2Inputs = {};
/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thankstohome2: ((inputs?: Thankstohome2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstohome2Inputs, {
    locale?: "fr";
}, {}>;
