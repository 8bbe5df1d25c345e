export { trackingsearchreturn2 as "trackingSearchReturn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingsearchreturn2Inputs = {};
/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const trackingsearchreturn2: ((inputs?: Trackingsearchreturn2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingsearchreturn2Inputs, {
    locale?: "nl";
}, {}>;
