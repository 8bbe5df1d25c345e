export { supportcookieid2 as "supportCookieId" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportcookieid2Inputs = {};
/**

* @param {Supportcookieid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const supportcookieid2: ((inputs?: Supportcookieid2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportcookieid2Inputs, {
    locale?: "de";
}, {}>;
