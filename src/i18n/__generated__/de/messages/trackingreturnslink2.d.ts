export { trackingreturnslink2 as "trackingReturnsLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnslink2Inputs = {};
/**

* @param {Trackingreturnslink2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnslink2: ((inputs?: Trackingreturnslink2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnslink2Inputs, {
    locale?: "de";
}, {}>;
