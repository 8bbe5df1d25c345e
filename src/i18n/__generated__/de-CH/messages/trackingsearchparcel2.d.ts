export { trackingsearchparcel2 as "trackingSearchParcel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingsearchparcel2Inputs = {};
/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingsearchparcel2: ((inputs?: Trackingsearchparcel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingsearchparcel2Inputs, {
    locale?: "de-CH";
}, {}>;
