export { trackingnoreturns2 as "trackingNoReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingnoreturns2Inputs = {};
/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingnoreturns2: ((inputs?: Trackingnoreturns2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingnoreturns2Inputs, {
    locale?: "cs";
}, {}>;
