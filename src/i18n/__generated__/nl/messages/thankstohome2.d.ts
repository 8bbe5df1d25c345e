export { thankstohome2 as "thanksToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstohome2Inputs = {};
/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const thankstohome2: ((inputs?: Thankstohome2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstohome2Inputs, {
    locale?: "nl";
}, {}>;
