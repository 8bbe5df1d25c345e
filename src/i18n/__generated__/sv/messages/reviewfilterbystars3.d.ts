export { reviewfilterbystars3 as "reviewFilterByStars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewfilterbystars3Inputs = {};
/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewfilterbystars3: ((inputs?: Reviewfilterbystars3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewfilterbystars3Inputs, {
    locale?: "sv";
}, {}>;
