export { trackingunknown1 as "trackingUnknown" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingunknown1Inputs = {};
/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const trackingunknown1: ((inputs?: Trackingunknown1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingunknown1Inputs, {
    locale?: "sv";
}, {}>;
